/**
 * Option lists of the marginal-minor (gta) form, `information.investigate_gta` (req gta §3, §5, §6).
 * Values are the stored words. Lists whose field name is shared with cs (`child_education`,
 * `child_living_condition`) but whose words differ carry a `gta_` prefix (OPTION_LISTS is one namespace).
 */
import { ESCORT_LEVELS } from '../domain/child-levels';
import { wordList } from './build';

/** req gta §5 "Living condition: study, work, idle, wandering". */
export const gta_child_living_condition = wordList('gta_child_living_condition', '生活状况', [
  '学习',
  '务工',
  '闲散',
  '流浪',
]);

/** req gta §5 "Education level: primary, junior, vocational, senior, university". */
export const gta_child_education = wordList('gta_child_education', '文化程度', [
  '小学',
  '初中',
  '中职',
  '高中',
  '大学',
]);

/** req gta §5 "School register: enrolled, dropped out, graduated, registered but not at school, withdrawn
 * awaiting cancellation" (学籍状态 as the education bureau records it). */
export const escort_school_register = wordList('escort_school_register', '学籍状态', [
  '在籍在校',
  '辍学',
  '毕业',
  '在籍不在校',
  '退学待注销',
]);

/** req gta §6: suspected crime (涉嫌犯罪, the spec's own word), violating public security regulations, bad behaviour. */
export const child_crime = wordList(
  'child_crime',
  '行为性质',
  ['涉嫌犯罪', '违反治安管理', '不良行为'],
  'req gta §6 (涉嫌犯罪 as given; the other two named in English); wording of 《治安管理处罚法》 (违反治安管理行为) ' +
    'and 《预防未成年人犯罪法》(2020) 第二章 (不良行为)',
);

/** req gta §6 "not reaching criminal age" / "suspected crime handed to judicial organs". */
export const child_crime_level = wordList('child_crime_level', '处理结果', ['未达刑事责任年龄', '移送司法机关']);

/** req gta §6 "the underage age choice appears (12, 14, 16)"; req children §11 "Age bands 12, 14, 16". */
export const child_crime_level_underage = wordList(
  'child_crime_level_underage',
  '未达刑事责任年龄情形',
  ['未满12周岁', '未满14周岁', '未满16周岁'],
  'req gta §6 gives the bands 12, 14, 16; wording of 《刑法》第十七条 (已满十二/十四/十六周岁 criminal-responsibility ages)',
);

/** req gta §6 "not arrested, not prosecuted, community correction". */
export const child_crime_level_overage = wordList(
  'child_crime_level_overage',
  '司法处理结果',
  ['不批捕', '不起诉', '社区矫正'],
  'req gta §6 (named in English); procuratorial terms 不批准逮捕 (不批捕), 不起诉, and 《社区矫正法》 社区矫正',
);

/**
 * How a marginal minor is escorted (information.important.escort_genre, req gta §3): 正常 (followed in the
 * usual way, no task force: the screen hides tab 4, req gta §2.4 "shown unless the record is flagged normal")
 * or 专班 (a special task force, 护航专班). The spec names the field and its "normal" value only
 * (docs/decisions-gta.md).
 */
export const escort_genre = wordList(
  'escort_genre',
  '护航类型',
  ['正常', '专班'],
  'req gta §2, §3 (the field and its "normal" value); 专班 after the task force (护航专班) it enables',
);

/** The department leading a minor's escort (information.important.escort_department): the five escort departments of req gta §1. */
export const escort_department = wordList(
  'escort_department',
  '牵头部门',
  ['公安局', '司法局', '检察院', '教育局', '乡镇（街道）'],
  'req gta §1 (the escort staff of the justice, procuratorate, education, township and public-security departments)',
);

/** The escort level (information.important.escort_level): domain/child-levels.ts ESCORT_LEVELS; 紫色 enables the persuasion log. */
export const escort_level = wordList(
  'escort_level',
  '护航等级',
  ESCORT_LEVELS,
  'req gta §10 (紫色 named); the rest the county scale of domain/child-levels.ts',
);
