/**
 * Option lists of the distress (cs) form's experience and living-condition fields (req child-forms §3 "experience,
 * experience_type, experience_law, experience_accident, experience_explanation; child_living_condition",
 * §9 "Experience types: abuse, juvenile offender, accident or hardship, long-term vagrant, outside vagrant in
 * the locality, each with sub-categories"). The sub-category words are not shown by the spec: sources below.
 */
import { wordList } from './build';

export const cs_experience = wordList('cs_experience', '特殊经历', [
  '遭受虐待',
  '未成年犯罪',
  '意外事故或困境',
  '长期流浪',
  '外地流浪在本地',
]);

/** Sub-categories of 遭受虐待 (experience_type). */
export const experience_type = wordList(
  'experience_type',
  '虐待类型',
  ['身体虐待', '精神虐待', '性侵害', '忽视', '家庭暴力', '其他'],
  'WHO child-maltreatment forms (physical, emotional, sexual abuse, neglect) + 家庭暴力 of 《反家庭暴力法》 + 其他',
);

/** Sub-categories of 未成年犯罪 (experience_law). */
export const experience_law = wordList(
  'experience_law',
  '违法犯罪情形',
  ['不良行为', '严重不良行为', '违反治安管理', '涉嫌犯罪', '社区矫正', '刑满释放'],
  '《预防未成年人犯罪法》(2020) 不良行为 / 严重不良行为, 《治安管理处罚法》, criminal procedure stages',
);

/** Sub-categories of 意外事故或困境, 长期流浪 and 外地流浪在本地 (experience_accident). */
export const experience_accident = wordList(
  'experience_accident',
  '意外或困境情形',
  ['交通事故', '溺水', '火灾', '自然灾害', '家庭重大变故', '离家出走', '被遗弃', '流浪乞讨', '被拐卖', '其他'],
  'common accident and hardship situations of 《未成年人保护法》 and the 流浪未成年人救助 categories (离家出走, 被遗弃, 流浪乞讨, 被拐卖)',
);

/** The child's living condition: the gta words (req gta §5 marginal minors) reused for cs: 学习, 务工, 闲散, 流浪. */
export const cs_child_living_condition = wordList(
  'cs_child_living_condition',
  '生活状况',
  ['学习', '务工', '闲散', '流浪'],
  'the living-condition words of the gta form (req gta §5), kept identical for cs',
);
