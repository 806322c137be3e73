/**
 * Option lists of the left-behind (ow) form, `information.investigate_ow` (req child-forms §4, §7 "Option lists").
 * Values are the stored words. The field `child_education` is shared with cs, but its ow stages differ, so
 * the ow list carries an `ow_` prefix (OPTION_LISTS is one namespace for every form).
 */
import { wordList } from './build';

/** req child-forms §7.4 "ow education: not in kindergarten, kindergarten, primary, junior high, vocational, senior high,
 * dropout in compulsory stage, not in school aged 14 to 16". */
export const ow_child_education = wordList('ow_child_education', '就学阶段', [
  '未入园',
  '幼儿园',
  '小学',
  '初中',
  '中职',
  '高中',
  '义务教育阶段辍学',
  '14至16周岁未在校',
]);

/** req child-forms §7.3 "child_stay_type: both parents away; one parent away and the other unable to care"; the two
 * situations of the left-behind definition in 国发〔2016〕13号. */
export const child_stay_type = wordList(
  'child_stay_type',
  '留守类型',
  ['父母双方外出务工', '一方外出务工另一方无监护能力'],
  'req child-forms §7.3 (two types); wording of 《国务院关于加强农村留守儿童关爱保护工作的意见》(国发〔2016〕13号)',
);

/** req child-forms §5.1 "a field naming which parent lacks capacity". */
export const child_stay_type_disability = wordList('child_stay_type_disability', '无监护能力的一方', ['父亲', '母亲']);

/** req child-forms §7.3 "family_custody: good, average, poor, nobody". */
export const family_custody = wordList('family_custody', '监护状况', ['好', '一般', '差', '无人监护']);
