/**
 * The cross-department information of a marginal minor, `information.important` (req gta §2.2 tab 2, §3.1,
 * §6.2, §7.3; issue 17): a tab per department, each field owned by that department's escort role. Only the
 * owners change a field (FieldDef `owners`); everyone else reads it, and the server refuses their change (403).
 *
 * - 检察院 (检察护航, and 检察领导 who leads the programme): how the minor is escorted (escort_genre: 正常 hides
 *   the task force), the leading department, the escort level (紫色 enables the persuasion log) and the
 *   procuratorate's information.
 * - 公安局 (公安护航): the case counts, numeric, at most 10 characters; the server stamps each count's time
 *   (`escort_noncrime_number_timestamp`, `escort_crime_number_timestamp`) when it changes, and
 *   `police_update_time` when either does.
 * - 教育局 (教育护航): the school register and, while enrolled, the school (typed: the stage it would be
 *   picked by lives in the investigation form).
 * - 司法局 (司法护航): the justice bureau's information.
 *
 * The fields keep the other keys of `information.important` (name, ID number, timestamps) untouched: only the
 * fields below are read from and written to it (server/modules/child/important.ts).
 */
import type { Condition, FormSchema } from '../engine/types';

/** req gta §6.2 "Case-count fields are numeric, max length 10". */
export const CASE_COUNT_MAX_LENGTH = 10;

/** The escort role of each department (req gta §7.3); 检察领导 shares the procuratorate's fields. */
const PROCURATORATE = ['检察护航', '检察领导'];
const POLICE = ['公安护航'];
const EDUCATION = ['教育护航'];
const JUSTICE = ['司法护航'];

const ENROLLED: Condition = { field: 'escort_school_register', in: ['在籍在校'] };

/** 跨部门信息: information.important's department fields. */
export const important_gta: FormSchema = {
  id: 'important',
  genre: 'gta',
  title: '跨部门信息',
  tabs: [
    {
      key: 'procuratorate',
      title: '检察院',
      fields: [
        { name: 'escort_genre', label: '护航类型', kind: 'radio', options: 'escort_genre', owners: PROCURATORATE },
        {
          name: 'escort_department',
          label: '牵头部门',
          kind: 'select',
          options: 'escort_department',
          owners: PROCURATORATE,
        },
        { name: 'escort_level', label: '护航等级', kind: 'select', options: 'escort_level', owners: PROCURATORATE },
        {
          name: 'escort_serpent_info',
          label: '检察院信息',
          kind: 'textarea',
          maxLength: 500,
          span: 3,
          owners: PROCURATORATE,
        },
      ],
    },
    {
      key: 'police',
      title: '公安局',
      fields: [
        {
          name: 'escort_noncrime_number',
          label: '违法案件数',
          kind: 'text',
          numeric: true,
          maxLength: CASE_COUNT_MAX_LENGTH,
          owners: POLICE,
        },
        {
          name: 'escort_crime_number',
          label: '犯罪案件数',
          kind: 'text',
          numeric: true,
          maxLength: CASE_COUNT_MAX_LENGTH,
          owners: POLICE,
        },
      ],
    },
    {
      key: 'education',
      title: '教育局',
      fields: [
        {
          name: 'escort_school_register',
          label: '学籍状态',
          kind: 'select',
          options: 'escort_school_register',
          owners: EDUCATION,
        },
        {
          name: 'escort_school_register_school',
          label: '就读学校',
          kind: 'text',
          maxLength: 50,
          visibleWhen: ENROLLED,
          owners: EDUCATION,
        },
      ],
    },
    {
      key: 'justice',
      title: '司法局',
      fields: [
        { name: 'escort_swine_info', label: '司法局信息', kind: 'textarea', maxLength: 500, span: 3, owners: JUSTICE },
      ],
    },
  ],
  rules: [
    {
      id: 'school-register-not-enrolled-clears-school',
      when: { field: 'escort_school_register', notIn: ['在籍在校'] },
      clear: ['escort_school_register_school'],
    },
  ],
};
