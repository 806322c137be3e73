/**
 * Overall evaluations of a marginal minor (req gta §3.3 information.appraises, §6; issue 17): who may write
 * them, the results, and who may change one. Declared once for the contracts, the server and the screen.
 */
import { APPRAISER_ROLES, type Role } from './roles';

/**
 * The roles that see and add evaluations (req gta §7.1 "Overall evaluation tab visible to, and creatable by"): the
 * holders of appraises `add` in the matrix (domain/roles.ts).
 */
export { APPRAISER_ROLES };

/** The results an evaluation gives (issue 17: 好 / 一般 / 差). */
export const APPRAISE_RESULTS = ['好', '一般', '差'] as const;
export type AppraiseResult = (typeof APPRAISE_RESULTS)[number];

/** The most evaluations a minor keeps (the table of req gta §10 shows 50). */
export const APPRAISES_MAX = 50;

/** How a role is shown beside its evaluation: 检察领导 as the programme centre's administrator (req gta §7.1). */
export const appraiserTitle = (role: string): string => (role === '检察领导' ? '项目中心管理员' : role);

/** Whether `role` (user `userId`) may change or delete an evaluation written by `author`: 检察领导 any, others their own. */
export function mayChangeAppraise(role: Role, userId: number, author: number): boolean {
  return role === '检察领导' || (APPRAISER_ROLES.includes(role) && userId === author);
}
