/**
 * Option lists of the distress (cs) form's social-security and social-help tabs (req child-forms §7.6: social
 * security, cover types, period, methods, group help cover).
 */
import { wordList } from './build';

export const social_security = wordList('social_security', '生活保障情况', ['未保障', '已保障']);

/**
 * The fifteen cover types. req child-forms §7.6 names eight (orphan, missing guardianship, severe disability, serious
 * illness, vagrant, poor households, temporary aid, other) and gives the count; the seven others are the
 * standard categories of child welfare and social assistance named in `source`.
 */
export const social_security_cover_type = wordList(
  'social_security_cover_type',
  '保障类型',
  [
    '孤儿',
    '事实无人抚养儿童',
    '艾滋病病毒感染儿童',
    '重度残疾儿童',
    '重病儿童',
    '流浪儿童',
    '贫困家庭儿童',
    '最低生活保障',
    '特困人员救助供养',
    '低保边缘家庭',
    '困难残疾人生活补贴',
    '重度残疾人护理补贴',
    '残疾儿童康复救助',
    '临时救助',
    '其他',
  ],
  'req child-forms §7.6 (孤儿, 事实无人抚养儿童 = missing guardianship, 重度残疾, 重病, 流浪, 贫困家庭, 临时救助, 其他) completed with: ' +
    '艾滋病病毒感染儿童 (民发〔2009〕111号 基本生活费), 最低生活保障 / 特困人员救助供养 / 低保边缘家庭 (《社会救助暂行办法》, 国务院令第649号), ' +
    '困难残疾人生活补贴 / 重度残疾人护理补贴 (国发〔2015〕52号), 残疾儿童康复救助 (国发〔2018〕20号); categories per 国发〔2016〕36号 and 民发〔2019〕62号',
);

export const social_security_period = wordList('social_security_period', '发放周期', [
  '按月',
  '按季度',
  '按半年',
  '按年',
]);
export const social_security_methods = wordList('social_security_methods', '发放方式', ['现金', '社保卡发放']);

export const social_group_help_cover = wordList('social_group_help_cover', '帮扶形式', [
  '大手拉小手',
  '社区志愿者',
  '部门单位',
  '社会捐赠',
  '其他',
]);
