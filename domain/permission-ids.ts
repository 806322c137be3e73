/**
 * The permission ids and actions of the matrix (domain/permissions.ts; req shell-and-accounts §7 "Action set on a
 * permission", §6.5), and what each id means.
 *
 * Permission ids:
 * - `children`: the child records (query = lists, get = detail, add/edit = direct write, which also
 *   writes an apply already in 终过 with top = 1, req applies-review §3).
 * - `applies`: applications that carry a child create/modify for review (add = submit, query/get = see).
 * - `review_first`: the first review of an apply (初过 / 初拒), by the town's 分委领导.
 * - `review_final`: the final review (终过 / 终拒), by the centre.
 * - `departments`, `users`: the reference lists every signed-in user reads.
 * - `names`: the full-name permission of req children §7.2: `get` = reveal full names and ID numbers for a limited
 *   time (POST /api/child/reveal). Without an active reveal every name and ID number a child call answers is masked.
 * - `helpers`: a child's helper slots (req gta §3): `edit` = assign or change a slot directly (centre);
 *   directors and social workers propose helpers through a 帮扶人员 apply (`applies:add`).
 * - `gta`: the marginal-minor category: `edit` = mark a minor's exit from it (character_gta_quit) or undo it.
 * - `records`: the operation records (req records §3): query/get the list and detail, export them.
 * - `tasks`: work orders (issue 16; req tasks §4): query/get the tasks of one's scope (a volunteer: their own),
 *   add = give a volunteer a task for a child of one's scope (its manager), edit/delete the tasks one manages;
 *   export = the task lists as .xlsx (issue 28), for those who manage tasks and the county readers (not volunteers, 活动专员).
 * - `punches`: a volunteer's check-in (打卡) on their own task in hand (add); the escort roles check in on their
 *   escort tasks (domain/escort.ts), which 检察领导 gives (tasks query/get/add: escort tasks only, the server checks).
 * - `plans`: a child's plans (req tasks §6.1): query/get as tasks are read; add/edit/delete by those who manage tasks.
 * - `appraises`: the overall evaluations of a marginal minor (req gta §7; issue 17): query/add for the six
 *   appraiser roles; edit/delete too, 检察领导 on any entry and the others on their own (the server checks the author).
 * - `important`: a marginal minor's cross-department information (schemas/important_gta.ts; issue 17): `edit` for
 *   the escort roles owning fields of it (检察领导 and 检察护航, 公安护航, 教育护航, 司法护航); which field is whose is
 *   the schema's `owners`, checked by the server on every change.
 * - `gta_form`: `edit` the gta form's 边缘认定信息 (检察领导, 检察护航) and 帮教措施 (检察领导 and the escort roles) tabs
 *   directly (domain/escort.ts GTA_FORM_TAB_EDITORS; the server checks the tab; issue 28).
 * - `liaison`: 设为联络员 / 取消联络员 on a minor's task force (req gta §2.4 tab 4): 检察领导 and the centre.
 * - `persuasions`: the persuasion logs of a purple-level minor (req gta §7): query/get for the gta roles, the
 *   centre and volunteers (a volunteer: only as a task-force member of the minor); add/edit/delete for 检察领导,
 *   教育护航, 乡镇护航 and volunteers (only as the minor's liaison officer, and only their own logs: the server checks).
 * - `sins`: dynamic management (req gta §8.3, domain/sins.ts): query/get for the gta roles, 学校领导 and the centre;
 *   add/edit for the roles that report for a department (REPORTERS: 检察领导 and the escort roles), each changing
 *   its own department's cases (检察领导 any; the server checks).
 * - `denounces`: clue reports (issue 18, domain/denounces.ts): query/get for the reviewers and 系统管理; add/edit (enter,
 *   dispatch, reject, close, send back) for the centre and 检察领导 (edge-child clues only; the server checks the source);
 *   检察人员 reads the edge-child clues (query/get).
 * - `adjuncts`: the clues dispatched to one's department: query/get/edit (receive, return, apply to close) for 部门领导.
 * - `scores`: the score ledger (issue 18): query for the centre and volunteers (a volunteer: their own only).
 * - `prizes`: prizes and the points behind them: query/get/add/edit/delete (prizes, corrections, redemptions) for the centre.
 * - `meetings`: meetings (issue 18): the centre all, 分委领导 their town's (query/get/add/edit/delete; the server scopes).
 * - `configuration`: the console's settings (req statistics §2, domain/configuration.ts): get for every role (the badges read
 *   their poll interval), edit for 系统管理.
 * - `statistics`: the figures of the work (issue 18, domain/statistics.ts): query and export for the centre, the county
 *   leaders (总委领导, 督查领导) and 分委领导 (their own town; the server scopes); `gta_statistics`: the marginal-minor figures,
 *   query for the centre, the county leaders and 检察领导 (who also holds statistics `export`, for that table only).
 * - `supervise_templates`: the supervision checklists (req supervise §1 "supervise templates: only 督查领导"): query/get/add/edit for 督查领导.
 * - `supervise_lists`: inspections (domain/supervise.ts): add (assign), edit (confirm, return), delete (withdraw) for 督查领导;
 *   query/get for 督查领导 (all), the centre (all, read-only: SuperviseListCenter) and 督查人员 (their own: the server scopes).
 * - `supervise_records`: an inspector's record of their own inspection (edit: fill in and submit), for 督查人员 (who also hold
 *   `files` add, for its photos).
 * - `labels`: tags on children (req supervise §5 "label: only 总委领导 and 系统管理"): add/edit (rename, put on and take off
 *   children of one's scope)/delete for those two. Every signed-in user reads the tag names (the child lists' 标签 filter).
 * - `journals`: the review journals (req applies-review §5.1): query one's own (the centre anyone's), add the journal of
 *   one's own review step. Held by the reviewers of applies.
 * - `risks`: the risk assessments (req risk §1 /risk, docs/decisions-risk.md): query/get for the village staff (those they
 *   submitted), 服务领导 and 中心领导 (all); add/edit (submit, correct and submit again) for 儿童主任 and 儿童社工, their village's children.
 * - `risk_first` / `risk_final`: the first (初评, 服务领导) and second (复评, 中心领导) review of a risk assessment (req shell-and-accounts §6.5).
 * - `accounts`: account management (req shell-and-accounts §11 /management): query/get users, add, edit (role, place,
 *   password reset), enable/disable.
 * - `allowances`: allowances (保金; domain/allowances.ts): query/get for the 保金 roles and 中心管理; add/edit/delete/import
 *   (enter, correct, import a month, keep the children's bank accounts) for 保金管理 and 中心管理; export (the bank's sheet
 *   of an approved month) for 保金批员 and 中心管理. `allowance_check`: edit
 *   (核过 / 核退) for 保金核员; `allowance_approve`: edit (批过 / 批退) for 保金批员.
 * - children `delete`: soft delete and restore a child, see the deleted children and applies;
 *   children `export`: export the caller's scoped, masked list as .xlsx; children `import`: POST /api/child/with/id.
 * - departments `add`/`edit`/`disable`: the town and village tree and service providers (/department).
 * - `filetransfer`: e-mail linkage (req filetransfer §1 /email, req shell-and-accounts §6.5): query/get/add/edit for the prosecutor and escort roles (GTA_ROLES);
 *   only a message's sender and recipients see it (the server checks); add also uploads attachments.
 * - `lexicon`: the words the screens offer (req gta §8.5): every signed-in user reads the enabled ones, `edit` for 系统管理.
 * - `wechat`: POST /api/wechat/send/message (req gta §8.5): `add` for the centre.
 * - `registrations`: the volunteer registrations of one's town (domain/registrations.ts): query the 志愿者注册审核 list and its
 *   count, edit = 激活 or 拒绝 a pending one; held by 分委领导 (the server scopes to their town).
 * - `warnings`: the data warnings (domain/warnings.ts; req register §4 "dataWarning"): query the counts and lists, export a list;
 *   held by 中心领导 and 中心管理.
 * - `files`: image uploads (add = upload a proof image or photo, or get OSS upload credentials), held by
 *   the roles that may add children or applies (req children §6.1 "Temporary storage credentials"). Reading an
 *   image needs no grant of its own: its signed URL comes with a record the caller may read.
 */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export const PERMISSION_IDS = [
  'children',
  'applies',
  'review_first',
  'review_final',
  'departments',
  'users',
  'files',
  'names',
  'helpers',
  'gta',
  'records',
  'accounts',
  'tasks',
  'punches',
  'plans',
  'journals',
  'appraises',
  'important',
  'gta_form',
  'liaison',
  'persuasions',
  'sins',
  'denounces',
  'adjuncts',
  'scores',
  'prizes',
  'meetings',
  'statistics',
  'gta_statistics',
  'configuration',
  'supervise_templates',
  'supervise_lists',
  'supervise_records',
  'labels',
  'filetransfer',
  'lexicon',
  'wechat',
  'risks',
  'risk_first',
  'risk_final',
  'allowances',
  'allowance_check',
  'allowance_approve',
  'registrations',
  'warnings',
] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];

export type PermissionGrant = { permissionId: PermissionId; actionList: Action[] };

/**
 * What a call requires (declared by each contract, enforced by server/auth/guard.ts): `'public'` (no session:
 * login, the API reference), `'signed-in'` (any valid session) or a grant of the matrix above.
 */
export type CallPermission = 'public' | 'signed-in' | { id: PermissionId; action: Action };
