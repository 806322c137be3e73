/**
 * Dynamic management (动态管理; req gta §2.7 tab 7, §4.1, §8.3; issue 17): the cases the escort departments
 * report about minors, and who may report and change them. Pure rules and word lists.
 *
 * - A case (sin) is reported by an escort department's role, or by 检察领导; its department (sin_department, shown
 *   as sin_information.sin_department_name) follows the reporter's role. The reporter's department and 检察领导
 *   change it; the others read.
 * - Each minor named in a case is a subsin: name, ID number and how many times (subsin_times). It is matched to
 *   the gta minor of that ID number (已匹配), or stays 无匹配 until such a minor is registered and the case is
 *   matched again (`POST intersect/sin/subsins/put/childs`).
 * - The spec gives the field names only; the word lists below are the county's usual categories (docs/decisions-gta.md).
 */
import type { Role } from './roles';

/** What happened (subsin_genre_sin). */
export const SIN_GENRES = ['违法', '犯罪', '旷课逃学', '夜不归宿', '打架斗殴', '沉迷网络', '其他'] as const;
/** How the case came in: the reporting block (subsin_genre_upload). */
export const UPLOAD_GENRES = ['公安上报', '教育上报', '司法上报', '检察上报', '乡镇上报'] as const;
/** The match state of a minor named in a case. */
export const SUBSIN_STATES = ['待匹配', '已匹配', '无匹配'] as const;
export type SubsinState = (typeof SUBSIN_STATES)[number];
/** req gta §10: the subsin list shows 10 a page. */
export const SUBSIN_PAGE_SIZE = 10;
/** The most minors one case names. */
export const SUBSINS_MAX = 200;

/** The department a role reports for, and the upload genre of its cases. */
export const REPORTERS: Partial<Record<Role, { department: string; upload: (typeof UPLOAD_GENRES)[number] }>> = {
  公安护航: { department: '公安局', upload: '公安上报' },
  教育护航: { department: '教育局', upload: '教育上报' },
  司法护航: { department: '司法局', upload: '司法上报' },
  检察护航: { department: '检察院', upload: '检察上报' },
  检察领导: { department: '检察院', upload: '检察上报' },
  乡镇护航: { department: '乡镇（街道）', upload: '乡镇上报' },
};

/** Whether `role` may change a case of `department`: 检察领导 any, a reporter its own department's. */
export function mayChangeSin(role: Role, department: string): boolean {
  return role === '检察领导' || REPORTERS[role]?.department === department;
}
