/**
 * The permission matrix: the single source for the server's route guards and the SPA's menus
 * (req shell-and-accounts §7 "Action set on a permission", §6.5). A role holds a permission id with a list of actions;
 * what each id means is said in domain/permission-ids.ts, where the ids and actions are declared.
 */
import type { Role } from './roles';
import type { Action, PermissionGrant, PermissionId } from './permission-ids';

export { ACTIONS, PERMISSION_IDS } from './permission-ids';
export type { Action, CallPermission, PermissionGrant, PermissionId } from './permission-ids';

const READ: Action[] = ['query', 'get'];
const REFERENCE: PermissionGrant[] = [
  { permissionId: 'departments', actionList: READ },
  { permissionId: 'users', actionList: READ },
  { permissionId: 'configuration', actionList: ['get'] },
];

/** Upload images (held by every role that may add children or applies). */
const FILES: PermissionGrant = { permissionId: 'files', actionList: ['add'] };

const NAMES: PermissionGrant = { permissionId: 'names', actionList: ['get'] };
/** Read and export the children of one's scope (masked; req children §7.2). */
const CHILDREN_READ: PermissionGrant = { permissionId: 'children', actionList: ['query', 'get', 'export'] };
/** The children lists only (rows, masked): no detail, no export (domain/disclosure.ts CHILD_DATA `detail: none`). */
const LIST_ONLY: PermissionGrant = { permissionId: 'children', actionList: ['query'] };
const HELPERS_READ: PermissionGrant = { permissionId: 'helpers', actionList: READ };
const GTA_EXIT: PermissionGrant = { permissionId: 'gta', actionList: ['edit'] };
const RECORDS: PermissionGrant = { permissionId: 'records', actionList: ['query', 'get', 'export'] };
/** Read the tasks of one's scope. */
const TASKS_READ: PermissionGrant = { permissionId: 'tasks', actionList: READ };
/** Read the tasks of one's scope and export the lists (issue 28: the county readers, who export the children list too). */
const TASKS_READ_EXPORT: PermissionGrant = { permissionId: 'tasks', actionList: [...READ, 'export'] };
const PLANS_READ: PermissionGrant = { permissionId: 'plans', actionList: READ };
const PLANS_MANAGE: PermissionGrant = { permissionId: 'plans', actionList: ['query', 'get', 'add', 'edit', 'delete'] };
const JOURNALS: PermissionGrant = { permissionId: 'journals', actionList: ['query', 'get', 'add'] };
/**
 * Escort work orders (domain/escort.ts): 检察领导 gives them (tasks of gta minors, to escort accounts only: the server
 * checks), and edits and reassigns the ones it gave (`edit`: the server allows a task's manager only; issue 28).
 */
const ESCORT_TASKS_GIVE: PermissionGrant = { permissionId: 'tasks', actionList: ['query', 'get', 'add', 'edit'] };
/** An escort reads the escort tasks given to them (the server scopes) and checks in on them as a volunteer does. */
const ESCORT_TASKS_DO: PermissionGrant[] = [TASKS_READ, { permissionId: 'punches', actionList: ['add'] }, FILES];
/** Give and manage tasks for the children of one's scope. */
const TASKS_MANAGE: PermissionGrant = {
  permissionId: 'tasks',
  actionList: ['query', 'get', 'add', 'edit', 'delete', 'export'],
};

/** The cross-department information of the departments' escort roles (the fields are the schema's owners'). */
const IMPORTANT: PermissionGrant = { permissionId: 'important', actionList: ['edit'] };
const LIAISON: PermissionGrant = { permissionId: 'liaison', actionList: ['edit'] };
/** The gta form's offence and help tabs, edited by the prosecutor side (domain/escort.ts; the server checks the tab). */
const GTA_FORM: PermissionGrant = { permissionId: 'gta_form', actionList: ['edit'] };
const PERSUASIONS_READ: PermissionGrant = { permissionId: 'persuasions', actionList: READ };
const PERSUASIONS_KEEP: PermissionGrant = {
  permissionId: 'persuasions',
  actionList: ['query', 'get', 'add', 'edit', 'delete'],
};
const DENOUNCES_REVIEW: PermissionGrant = { permissionId: 'denounces', actionList: ['query', 'get', 'add', 'edit'] };
const SCORES_READ: PermissionGrant = { permissionId: 'scores', actionList: READ };
const PRIZES: PermissionGrant = { permissionId: 'prizes', actionList: ['query', 'get', 'add', 'edit', 'delete'] };
const MEETINGS: PermissionGrant = { permissionId: 'meetings', actionList: ['query', 'get', 'add', 'edit', 'delete'] };
const STATISTICS: PermissionGrant = { permissionId: 'statistics', actionList: ['query', 'export'] };
const GTA_STATISTICS: PermissionGrant = { permissionId: 'gta_statistics', actionList: ['query'] };
const SINS_READ: PermissionGrant = { permissionId: 'sins', actionList: READ };
const SINS_REPORT: PermissionGrant = { permissionId: 'sins', actionList: ['query', 'get', 'add', 'edit'] };
const SUPERVISE_TEMPLATES: PermissionGrant = {
  permissionId: 'supervise_templates',
  actionList: ['query', 'get', 'add', 'edit'],
};
const SUPERVISE_ASSIGN: PermissionGrant = {
  permissionId: 'supervise_lists',
  actionList: ['query', 'get', 'add', 'edit', 'delete'],
};
const SUPERVISE_READ: PermissionGrant = { permissionId: 'supervise_lists', actionList: READ };
const SUPERVISE_RECORD: PermissionGrant = { permissionId: 'supervise_records', actionList: ['edit'] };
const LABELS: PermissionGrant = { permissionId: 'labels', actionList: ['query', 'get', 'add', 'edit', 'delete'] };
/** E-mail linkage between the prosecutor and escort roles (req shell-and-accounts §6.5). */
const FILETRANSFER: PermissionGrant = { permissionId: 'filetransfer', actionList: ['query', 'get', 'add', 'edit'] };
const WECHAT: PermissionGrant = { permissionId: 'wechat', actionList: ['add'] };
/** The risk assessments: fill and correct (the village staff), read (the reviewers), and the two review stages. */
const RISKS_FILL: PermissionGrant = { permissionId: 'risks', actionList: ['query', 'get', 'add', 'edit'] };
const RISKS_READ: PermissionGrant = { permissionId: 'risks', actionList: READ };
const RISK_FIRST: PermissionGrant = { permissionId: 'risk_first', actionList: ['query', 'get', 'edit'] };
const RISK_FINAL: PermissionGrant = { permissionId: 'risk_final', actionList: ['query', 'get', 'edit'] };
const REGISTRATIONS: PermissionGrant = { permissionId: 'registrations', actionList: ['query', 'edit'] };
const WARNINGS: PermissionGrant = { permissionId: 'warnings', actionList: ['query', 'export'] };
const LEXICON: PermissionGrant = { permissionId: 'lexicon', actionList: ['query', 'get', 'edit'] };
/** The allowance grants (保金, req allowance §1 "allowance: the 保金 roles and 中心管理"). */
const ALLOWANCES_READ: PermissionGrant = { permissionId: 'allowances', actionList: READ };
const ALLOWANCES_MANAGE: PermissionGrant = {
  permissionId: 'allowances',
  actionList: ['query', 'get', 'add', 'edit', 'delete', 'import'],
};
/**
 * The bank's sheet of an approved month (GET allowance/export: the whole accounts): 保金批员, who approved the month, and
 * 中心管理; not who enters or checks (docs/decisions-allowance.md "The bank's sheet").
 */
const ALLOWANCES_EXPORT: PermissionGrant = { permissionId: 'allowances', actionList: ['export'] };

const CENTRE: PermissionGrant[] = [
  ...REFERENCE,
  FILES,
  NAMES,
  GTA_EXIT,
  { permissionId: 'children', actionList: ['query', 'get', 'add', 'edit', 'delete', 'export', 'import'] },
  { permissionId: 'helpers', actionList: ['query', 'get', 'edit'] },
  { permissionId: 'applies', actionList: ['query', 'get', 'delete'] },
  { permissionId: 'review_final', actionList: ['query', 'get', 'edit'] },
  TASKS_MANAGE,
  PLANS_MANAGE,
  JOURNALS,
  LIAISON,
  PERSUASIONS_READ,
  SINS_READ,
  DENOUNCES_REVIEW,
  SCORES_READ,
  PRIZES,
  MEETINGS,
  STATISTICS,
  GTA_STATISTICS,
  SUPERVISE_READ,
  WARNINGS,
];
/** Directors and social workers: their village's children; creates, changes and helpers go through applies. */
const VILLAGE_STAFF: PermissionGrant[] = [
  ...REFERENCE,
  CHILDREN_READ,
  HELPERS_READ,
  NAMES,
  FILES,
  { permissionId: 'applies', actionList: ['add', 'query', 'get', 'delete'] },
  TASKS_MANAGE,
  PLANS_MANAGE,
  RISKS_FILL,
];
/** County-wide readers (masked, no reveal). */
const COUNTY_READER: PermissionGrant[] = [...REFERENCE, CHILDREN_READ, HELPERS_READ, TASKS_READ_EXPORT, PLANS_READ];
/** Prosecutor and escort roles: the gta children (masked; the prosecutors may reveal and mark exits). */
const GTA_READER: PermissionGrant[] = [...REFERENCE, CHILDREN_READ, HELPERS_READ];
/** The overall evaluations (domain/appraises.ts APPRAISER_ROLES; whose entry may change is the server's check). */
const APPRAISES: PermissionGrant = { permissionId: 'appraises', actionList: ['query', 'get', 'add', 'edit', 'delete'] };

/**
 * Each role's whole truth: every grant a role holds is in its line here (nothing is added after the literal). The
 * role groups of domain/roles.ts are derived from it. E-mail linkage (FILETRANSFER) is for the prosecutor and escort
 * roles (GTA_ROLES), the lexicon for 系统管理 and wechat messages for the centre (docs/decisions-filetransfer.md).
 */
const MATRIX: Record<Role, PermissionGrant[]> = {
  系统管理: [
    { permissionId: 'departments', actionList: ['query', 'get', 'add', 'edit', 'enable', 'disable'] },
    { permissionId: 'users', actionList: READ },
    { permissionId: 'accounts', actionList: ['query', 'get', 'add', 'edit', 'enable', 'disable'] },
    RECORDS,
    { permissionId: 'denounces', actionList: READ },
    { permissionId: 'configuration', actionList: ['get', 'edit'] },
    LABELS,
    LEXICON,
  ],
  儿童主任: VILLAGE_STAFF,
  儿童社工: VILLAGE_STAFF,
  分委领导: [
    ...REFERENCE,
    CHILDREN_READ,
    HELPERS_READ,
    NAMES,
    { permissionId: 'applies', actionList: READ },
    { permissionId: 'review_first', actionList: ['query', 'get', 'edit'] },
    TASKS_MANAGE,
    PLANS_MANAGE,
    JOURNALS,
    MEETINGS,
    STATISTICS,
    REGISTRATIONS,
  ],
  /** The records screen is for 系统管理 and 中心领导 (issue 15). */
  中心领导: [...CENTRE, RECORDS, RISKS_READ, RISK_FINAL, WECHAT],
  中心管理: [...CENTRE, WECHAT, ALLOWANCES_MANAGE, ALLOWANCES_EXPORT],
  中心人员: COUNTY_READER,
  总委领导: [...COUNTY_READER, STATISTICS, GTA_STATISTICS, LABELS],
  督查领导: [...COUNTY_READER, STATISTICS, GTA_STATISTICS, SUPERVISE_TEMPLATES, SUPERVISE_ASSIGN],
  督查人员: [...COUNTY_READER, FILES, SUPERVISE_READ, SUPERVISE_RECORD],
  检察领导: [
    ...GTA_READER,
    NAMES,
    GTA_EXIT,
    APPRAISES,
    IMPORTANT,
    LIAISON,
    PERSUASIONS_KEEP,
    FILES,
    SINS_REPORT,
    DENOUNCES_REVIEW,
    GTA_STATISTICS,
    { permissionId: 'statistics', actionList: ['export'] },
    FILETRANSFER,
    ESCORT_TASKS_GIVE,
    GTA_FORM,
  ],
  /** 检察人员 reads the edge-child clues (req shell-and-accounts §6.4 "Prosecutor roles: marginal-child clue counts"). */
  检察人员: [
    ...GTA_READER,
    NAMES,
    GTA_EXIT,
    PERSUASIONS_READ,
    SINS_READ,
    FILETRANSFER,
    { permissionId: 'denounces', actionList: READ },
  ],
  公安护航: [
    ...GTA_READER,
    APPRAISES,
    IMPORTANT,
    PERSUASIONS_READ,
    SINS_REPORT,
    FILETRANSFER,
    ...ESCORT_TASKS_DO,
    GTA_FORM,
  ],
  司法护航: [
    ...GTA_READER,
    APPRAISES,
    IMPORTANT,
    PERSUASIONS_READ,
    SINS_REPORT,
    FILETRANSFER,
    ...ESCORT_TASKS_DO,
    GTA_FORM,
  ],
  检察护航: [
    ...GTA_READER,
    APPRAISES,
    IMPORTANT,
    PERSUASIONS_READ,
    SINS_REPORT,
    FILETRANSFER,
    ...ESCORT_TASKS_DO,
    GTA_FORM,
  ],
  教育护航: [
    ...GTA_READER,
    APPRAISES,
    IMPORTANT,
    PERSUASIONS_KEEP,
    SINS_REPORT,
    FILETRANSFER,
    ...ESCORT_TASKS_DO,
    GTA_FORM,
  ],
  乡镇护航: [...GTA_READER, APPRAISES, PERSUASIONS_KEEP, SINS_REPORT, FILETRANSFER, ...ESCORT_TASKS_DO, GTA_FORM],
  /** A volunteer reads the children of their own open tasks and task forces (name and place, no form: domain/disclosure.ts). */
  志愿人员: [
    ...REFERENCE,
    { permissionId: 'children', actionList: READ },
    TASKS_READ,
    PLANS_READ,
    FILES,
    { permissionId: 'punches', actionList: ['add'] },
    PERSUASIONS_KEEP,
    SCORES_READ,
  ],
  /**
   * Least privilege (issue 26; domain/disclosure.ts CHILD_DATA): 部门领导 works the clues dispatched to it and lists
   * children (ChildrenListDepartment, list rows only); 服务领导 reviews risk assessments; the 保金 roles work the
   * allowance lists (保金核员 checks, 保金批员 approves, 保金管理 enters); 活动专员 reads the work orders and plans and
   * lists children. None opens a detail.
   */
  部门领导: [...REFERENCE, LIST_ONLY, { permissionId: 'adjuncts', actionList: ['query', 'get', 'edit'] }, FILES],
  服务领导: [...REFERENCE, RISKS_READ, RISK_FIRST],
  保金核员: [...REFERENCE, ALLOWANCES_READ, { permissionId: 'allowance_check', actionList: ['edit'] }],
  保金批员: [
    ...REFERENCE,
    ALLOWANCES_READ,
    ALLOWANCES_EXPORT,
    { permissionId: 'allowance_approve', actionList: ['edit'] },
  ],
  保金管理: [...REFERENCE, ALLOWANCES_MANAGE],
  活动专员: [...REFERENCE, LIST_ONLY, TASKS_READ, PLANS_READ],
  学校领导: [...GTA_READER, SINS_READ],
};

/** The grants of a role, as sent in `GET /api/user/info` (`roles[].permissions`). */
export function permissionsFor(role: Role): PermissionGrant[] {
  return MATRIX[role];
}

/** Whether `role` may do `action` on `permissionId`. */
export function can(role: Role, permissionId: PermissionId, action: Action): boolean {
  return MATRIX[role].some((g) => g.permissionId === permissionId && g.actionList.includes(action));
}
