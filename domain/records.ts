/**
 * Operation records (audit; req records §1, §2), declared once: the server writes them
 * (server/modules/audit), the statistics and records screens of later issues filter and label them.
 */
import { maskIdNumber, maskName, maskSearchText } from './masking';

/**
 * Record types of req records §2, and the ones the console writes besides (创建, 审核, 登录, 揭示: a write, a
 * review, a sign-in, a timed reveal of full names; issue 15). A restore is a 修改 with `information.action: 恢复`.
 */
export const RECORD_TYPES = [
  '浏览',
  '搜索',
  '查看详情',
  '导出',
  '删除',
  '修改',
  '创建',
  '审核',
  '登录',
  '揭示',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_TYPE_LABELS: Record<RecordType, string> = Object.fromEntries(
  RECORD_TYPES.map((t) => [t, t]),
) as Record<RecordType, string>;

export const RECORD_STATES = ['成功', '失败', '处理中', '已取消'] as const;
export type RecordState = (typeof RECORD_STATES)[number];
export const RECORD_STATE_LABELS: Record<RecordState, string> = Object.fromEntries(
  RECORD_STATES.map((t) => [t, t]),
) as Record<RecordState, string>;

/** Record sources of req records §2 (检察领导 is the default of a persuasion log); `console` marks what the console itself writes. */
export const RECORD_SOURCES = ['检察领导', '教育块', '乡镇块', '联络员'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
export const DEFAULT_RECORD_SOURCE: RecordSource = '检察领导';

/**
 * How a reader of the operation records sees the children in them (issue 26 "Masked means masked"; the rules of every
 * list): 'none' for a role whose scope holds no child (系统管理: accounts, not children), 'masked' without an active
 * reveal, 'full' with one.
 */
export type RecordSight = 'none' | 'masked' | 'full';

/**
 * What a key of `record_information` holds of a person, for reading (docs/decisions-records.md). New records keep only
 * ids, counts, states and masked search texts; these keys are what older records (and demo data) may still carry:
 * - `name`, `idnumber`, `search`: a child's name, ID number or a search text — masked (domain/masking.ts) for 'masked',
 *   as stored for 'full', left out for 'none';
 * - `personal`: copies of personal data or free text (a persuasion log's content, attenders, photos, the liaison
 *   officer's name and cellphone; a meeting's minutes, attendees and host; a payee; a reason) — never shown in a record:
 *   the object the record names keeps them, behind its own permission and masking.
 */
export const RECORD_PERSONAL_KEYS: Record<string, 'name' | 'idnumber' | 'search' | 'personal'> = {
  child_name: 'name',
  name: 'name',
  idnumber: 'idnumber',
  child_idnumber: 'idnumber',
  keyword: 'search',
  record_content: 'personal',
  record_attenders: 'personal',
  record_images: 'personal',
  record_user_name: 'personal',
  record_user_cellphone: 'personal',
  meeting_title: 'personal',
  meeting_place: 'personal',
  meeting_host: 'personal',
  meeting_attendees: 'personal',
  meeting_minutes: 'personal',
  meeting_images: 'personal',
  payee: 'personal',
  reason: 'personal',
  cellphone: 'personal',
};

/**
 * `information` of a record as a reader of `sight` may see it (a new object): personal keys left out, names, ID numbers
 * and search texts masked through domain/masking.ts or left out (see RECORD_PERSONAL_KEYS). Covers stored records of
 * any age, so what older code wrote reads masked too.
 */
export function presentRecordInformation(
  information: Record<string, unknown>,
  sight: RecordSight,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(information ?? {})) {
    const kind = RECORD_PERSONAL_KEYS[key];
    if (!kind || (sight === 'full' && kind !== 'personal')) out[key] = value;
    else if (kind !== 'personal' && sight === 'masked' && typeof value === 'string') {
      out[key] = kind === 'name' ? maskName(value) : kind === 'idnumber' ? maskIdNumber(value) : maskSearchText(value);
    }
  }
  return out;
}
