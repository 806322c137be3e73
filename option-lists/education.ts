/**
 * Option lists of the distress (cs) form's education block (req child-forms §3.4 "Education: child_education with
 * stage and sub-stage fields and an other field", §9 "cs education stages and sub-stages (not listed in
 * full)", "basic-info education stage flags: preschool, primaryschool, seniorschool, higherschool, other",
 * "Lists of kindergartens, schools and senior schools of the locality (contents not shown). Grades: small,
 * middle, large class; grade 1 to 9; senior 1 to 3; class numbers 1 to 20").
 *
 * The stages follow the levels of the national education system (《中华人民共和国教育法》 第十七条: 学前教育、
 * 初等教育、中等教育、高等教育; compulsory education = 小学 + 初中, 《义务教育法》) grouped into the five flags of
 * req child-forms §7.4. The school lists are PLACEHOLDERS: a few plausible 兴化市 schools so the pickers work; replace
 * them with the programme's own list (the stored value is the school's name, so records keep theirs).
 */
import { wordList } from './build';

const STAGES_SOURCE =
  '《教育法》第十七条 levels (学前/初等/中等/高等) grouped as the five basic-info flags of req child-forms §7.4 ' +
  '(preschool, primaryschool, seniorschool, higherschool, other); 义务教育 = 小学 + 初中 (《义务教育法》)';

/** The cs education stage (child_education); each stage has its own sub-stage field. */
export const cs_education_stage = wordList(
  'cs_education_stage',
  '就学阶段',
  ['学前教育', '义务教育', '高中阶段', '高等教育', '其他'],
  STAGES_SOURCE,
);

export const cs_education_preschool = wordList(
  'cs_education_preschool',
  '学前教育阶段',
  ['幼儿园', '学前班', '未入园'],
  '教育统计 categories of pre-school education (幼儿园, 学前班) and 未入园 for an un-enrolled child of that age',
);
export const cs_education_primaryschool = wordList(
  'cs_education_primaryschool',
  '义务教育阶段',
  ['小学', '初中', '特殊教育学校', '送教上门', '义务教育阶段辍学'],
  '《义务教育法》 (小学, 初中), special education placements of 《残疾人教育条例》 (特殊教育学校, 送教上门) and dropout (as in the ow list of req child-forms §7.4)',
);
export const cs_education_seniorschool = wordList(
  'cs_education_seniorschool',
  '高中阶段',
  ['普通高中', '中等职业学校', '技工学校', '未升学'],
  '高中阶段教育 of the national statistics (普通高中, 中等职业教育 incl. 技工学校) and 未升学 for a child not continuing',
);
export const cs_education_higherschool = wordList(
  'cs_education_higherschool',
  '高等教育阶段',
  ['高职（专科）', '本科', '研究生'],
  '高等教育 levels of 《高等教育法》第十六条 (专科, 本科, 研究生)',
);

const PLACEHOLDER =
  "PLACEHOLDER: plausible 兴化市 schools, to be replaced by the programme's list (req child-forms §7.4: contents not shown)";

/** Kindergartens of the locality (placeholder). */
export const school_kindergarten = wordList(
  'school_kindergarten',
  '幼儿园',
  [
    '兴化市实验幼儿园',
    '兴化市昭阳幼儿园',
    '兴化市楚水幼儿园',
    '兴化市板桥幼儿园',
    '兴化市戴南镇中心幼儿园',
    '兴化市安丰镇中心幼儿园',
    '兴化市张郭镇中心幼儿园',
    '兴化市陈堡镇中心幼儿园',
  ],
  PLACEHOLDER,
);

/** Primary and junior schools of the locality (placeholder). */
export const school_compulsory = wordList(
  'school_compulsory',
  '中小学',
  [
    '兴化市实验小学',
    '兴化市第二实验小学',
    '兴化市昭阳湖小学',
    '兴化市楚水实验学校',
    '兴化市文正实验学校',
    '兴化市板桥初级中学',
    '兴化市戴南中心小学',
    '兴化市戴南初级中学',
    '兴化市安丰中心小学',
    '兴化市周庄初级中学',
    '兴化市特殊教育学校',
  ],
  PLACEHOLDER,
);

/** Senior and vocational schools of the locality (placeholder). */
export const school_senior = wordList(
  'school_senior',
  '高中',
  [
    '江苏省兴化中学',
    '兴化市第一中学',
    '江苏省板桥高级中学',
    '江苏省戴南高级中学',
    '兴化市安丰高级中学',
    '兴化市周庄高级中学',
    '江苏省兴化中等专业学校',
  ],
  PLACEHOLDER,
);

export const grade_preschool = wordList('grade_preschool', '幼儿园年级', ['小班', '中班', '大班']);
export const grade_compulsory = wordList('grade_compulsory', '义务教育年级', [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
]);
export const grade_senior = wordList('grade_senior', '高中年级', ['高一', '高二', '高三']);
/** Class numbers 1班 … 20班 (req child-forms §7.4). */
export const school_class = wordList(
  'school_class',
  '班级',
  Array.from({ length: 20 }, (_, i) => `${i + 1}班`),
);
