/**
 * Option lists of the distress (cs) form's family, economy and housing tabs (req child-forms §7 "Option lists":
 * parent_divorce, family type, parent health, disability classes, actual guardian, education of relatives,
 * intimacy, economy, poor types, living condition). Values are the stored words, in the spec's order.
 */
import { wordList } from './build';

/** parent_divorce (req child-forms §7.2: unmarried, married first, married remarried, divorced, widowed); also used by the ow form. */
export const parent_divorce = wordList('parent_divorce', '父母婚姻状况', ['未婚', '初婚', '再婚', '离异', '丧偶']);

export const family_type = wordList('family_type', '家庭类型', ['常规家庭', '非常规家庭']);
export const family_type_advance = wordList('family_type_advance', '非常规家庭类型', [
  '离异家庭',
  '隔代抚养',
  '单亲家庭',
  '其他',
]);

const HEALTH = [
  '健康',
  '自然死亡',
  '宣告死亡',
  '宣告失踪',
  '离家出走',
  '改嫁',
  '长期外出务工',
  '残疾',
  '重病',
  '不履行抚养义务',
  '服刑在押',
  '无期徒刑',
  '强制隔离戒毒',
];

/** Parent health (req child-forms §7.2), for the mother and the other guardian (who may be copied from the mother). */
export const parent_health = wordList('parent_health', '健康状况', HEALTH);
/** The father's health: the same words without 改嫁 ("remarried (mother only)", req child-forms §7.2). */
export const parent_health_father = wordList(
  'parent_health_father',
  '健康状况',
  HEALTH.filter((w) => w !== '改嫁'),
);

/** A parent's disability class (req child-forms §7.2 "Disability classes"): the 父母重残 criteria of 国发〔2016〕36号. */
export const parent_health_disability = wordList(
  'parent_health_disability',
  '残疾情况',
  ['二级及以上残疾', '三、四级精神残疾', '三、四级智力残疾', '其他'],
  'req child-forms §7.2 (second-level or above, third or fourth-level mental, third or fourth-level intellectual, other), worded as the ' +
    '父母重残 criteria of 国务院《关于加强困境儿童保障工作的意见》(国发〔2016〕36号)',
);

export const parent_guardian_actual = wordList('parent_guardian_actual', '实际监护人', ['父亲', '母亲', '其他']);

/**
 * The guardian's relation to the child. 父子 and 母子 are the words the actual-guardian copy writes (req child-forms §5.3
 * "sets relation father-son ... mother-son"); the rest are the kinship terms of 《民法典》第一千零四十五条
 * (近亲属: 祖父母、外祖父母、兄弟姐妹) and other relatives.
 */
export const guardian_relative = wordList(
  'guardian_relative',
  '与儿童关系',
  ['父子', '母子', '祖孙', '外祖孙', '兄弟姐妹', '其他亲属', '其他'],
  'req child-forms §5.3 (父子, 母子) + near-relative terms of 《民法典》第一千零四十五条',
);

/** Education of relatives (req child-forms §7.2: none, primary, junior, senior, college, undergraduate and above, other). */
export const relative_education = wordList('relative_education', '文化程度', [
  '无',
  '小学',
  '初中',
  '高中',
  '大专',
  '本科及以上',
  '其他',
]);

export const intimacy = wordList('intimacy', '亲密程度', ['好', '一般', '差']);

/** Health of a family member (family_members.health): the child's own health words (req child-forms §7.2 child_disability). */
export const family_member_health = wordList(
  'family_member_health',
  '健康状况',
  ['健康', '残疾', '重病'],
  'not listed by the spec: the words of child_disability (req child-forms §7.2)',
);

export const family_economy = wordList('family_economy', '家庭经济状况', ['贫困', '非贫困']);
export const family_economy_poor_type = wordList('family_economy_poor_type', '贫困类型', [
  '最低生活保障',
  '特困供养',
  '建档立卡贫困户',
  '低收入家庭',
  '临时救助',
  '其他',
]);

export const living_condition = wordList('living_condition', '居住情况', ['自有住房', '无', '其他']);
/** Without own housing: where the family lives (req child-forms §7.5 "advance: rented, with relatives, no fixed residence"). */
export const living_condition_advance = wordList('living_condition_advance', '无自有住房情况', [
  '租房',
  '寄居亲友家',
  '无固定住所',
]);
