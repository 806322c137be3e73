/**
 * The services of every module, wired with their explicit dependencies (issue 13 §2): the clock and the
 * database are given, each module gets the public services of the modules it uses, and the child ↔ apply
 * cycle is broken here: the child service is handed the apply module's direct-apply recorder, the apply
 * service the child service. app.ts registers the plugins over these; the demo seed writes through them.
 */
import type { Db } from './db/client';
import { childScopeFor } from '../domain/scope';
import { listTasksForMix } from '../domain/contracts/task';
import type { Storage } from './storage/storage';
import { createApplyService, createDirectApplyRecorder } from './modules/apply';
import { createAuditService, createRecordReader, type AuditLog } from './modules/audit';
import { createPersuasionService } from './modules/persuasion';
import { createAuthService } from './modules/auth';
import { childAllowanceKidsIn, createChildService, createChildWarnings, escortLevelOf } from './modules/child';
import { createDepartmentAdmin, createDepartmentService } from './modules/department';
import { createFileService } from './modules/file';
import { createJournalService } from './modules/journal';
import { createPlanService } from './modules/plan';
import { createSinService } from './modules/sin';
import { createDenounceService } from './modules/denounce';
import { createScoreService } from './modules/score';
import { createMeetingService } from './modules/meeting';
import { createRiskService, riskPasses } from './modules/risk';
import { createConfigurationService } from './modules/configuration';
import { createStatisticService } from './modules/statistic';
import { createTaskExport, createTaskService, createTaskWarnings } from './modules/task';
import { createAccountAdmin, createAccountService, createRegisteredAccounts, createUserService } from './modules/user';
import { childIdsLabelled, labelNamesOf, createLabelService } from './modules/label';
import { createSuperviseService } from './modules/supervise';
import { createFiletransferService } from './modules/filetransfer';
import { createLexiconService } from './modules/lexicon';
import { createLogNotifier, createNoticeService, type NoticeLog, type Notifier } from './modules/notice';
import { createAllowanceService } from './modules/allowance';
import { createRegisterService, logSmsSender, type SmsSender } from './modules/register';
import { createWarningService } from './modules/warning';

export type ServiceDeps = {
  db: Db;
  /** The clock every service stamps with (server/start.ts passes the real one; tests their own). */
  now: () => Date;
  /** A signed read URL of an image at the current time, or null for a path that is not the storage's own. */
  signImage: (image_url: string) => string | null;
  /** Where images go: decides which image_urls a record may keep (local storage when not given: seeds, tests). */
  storage?: Storage;
  /** How notifications reach users (the log notifier over `log` when not given; docs/decisions-filetransfer.md). */
  notifier?: Notifier;
  /** The server log (the log notifier's lines, a failed delivery, an operation record that could not be written). */
  log?: NoticeLog & AuditLog;
  /** How SMS codes are sent (server/modules/register/sms.ts); not given: to the console log (seeds, scripts). */
  sms?: SmsSender;
};

export type Services = ReturnType<typeof createServices>;

export function createServices({ db, now, signImage, storage, notifier, log, sms }: ServiceDeps) {
  const departments = createDepartmentService({ db });
  const users = createUserService({ db });
  const audit = createAuditService({ db, now, log });
  const auth = createAuthService({ db, now, users, audit });
  // account writes end sessions: the user module is handed the auth service here (it cannot import it)
  const accounts = createAccountService({
    db,
    sessions: { endSessionsOf: (userId, tx, exceptToken) => auth.endSessionsOf(userId, tx, exceptToken) },
  });
  const accountAdmin = createAccountAdmin({
    db,
    now,
    departments,
    audit,
    sessions: { endSessionsOf: (userId, tx, exceptToken) => auth.endSessionsOf(userId, tx, exceptToken) },
    // 系统管理's 激活 / 停用 of a waiting self-registered account decides its registration (created below; called later)
    settlePending: (tx, account, state, by, at) => registrations.settleByAdmin(tx, account, state, by, at),
  });
  const files = createFileService({ db, now, storage });
  const children = createChildService({
    db,
    now,
    departments,
    users,
    audit,
    signImage,
    images: files,
    directApplies: createDirectApplyRecorder({ now }),
    setReveal: (token, until) => auth.setReveal(token, until),
    // a manager change moves plans and tasks (req tasks §6.2): both modules are made below, and called only later
    managerMoved: async (tx, child, from, to) => ({
      plans: await plans.moveManager(tx, child, from, to),
      tasks: await tasks.moveManager(tx, child, to.id),
    }),
    // the `labels` filter of the child lists: the label module's subquery of the tagged children
    labelled: childIdsLabelled,
    // the tags each child row shows
    labelNames: (ids) => labelNamesOf(db, ids),
  });
  const records = createRecordReader({
    db,
    audit,
    people: (ids) => users.people(ids),
    usersMatching: (keyword) => users.idsMatching(keyword),
    childNames: (user, ids) => children.namesFor(user, ids),
    revealed: (user) => children.revealLeft(user).expires_in > 0,
  });
  const scores = createScoreService({ db, now, audit, users });
  const tasks = createTaskService({
    db,
    now,
    children,
    users,
    departments,
    audit,
    images: files,
    signImage,
    credit: (tx, task, at) => scores.credit(tx, task, at),
    // the clue a task was made from follows its final review (issue 28); the denounce service is made below
    clue: (tx, user, move) => denounces.taskMoved(tx, user, move),
    // what the volunteer is told (issue 29; the notice service is made below, and called only later)
    given: async (tx, task, by) => {
      await notices.taskGiven(tx, task, by);
    },
    reassigned: (tx, task, by, toName) => notices.taskReassigned(tx, task, by, toName),
    reviewed: (tx, task, step) => notices.taskReviewed(tx, task, step),
  });
  // the task lists' export (issue 28): scoped and masked as the lists
  const taskExport = createTaskExport({ db, now, children, users, departments, audit, tasks });
  const plans = createPlanService({
    db,
    now,
    children,
    users,
    audit,
    // a plan's tasks are made by the task module's own create, in the plan's transaction (issue 28)
    makeTask: (user, body, tx) => tasks.create(user, body, {}, tx),
    listTasks: (user, ids) => tasks.list(user, listTasksForMix.query.parse({ ids, page: 1, size: ids.length })),
    // the reminder names the plan's child (as stored: the notice's masking pass masks it)
    remind: async (tx, to, r) =>
      notices.planReminded(tx, to, {
        ...r,
        child_name: (await children.byId(r.child, { kind: 'all' }, tx))?.child_name ?? '',
      }),
    log: log && { error: (fields, message) => log.info(fields, message) },
  });
  const journals = createJournalService({ db, now, users, children });
  const departmentAdmin = createDepartmentAdmin({
    db,
    audit,
    childrenInVillage: (id, tx) => children.countInVillage(id, tx),
    changed: () => departments.invalidate(),
  });
  const persuasions = createPersuasionService({
    db,
    now,
    audit,
    signImage,
    claimImages: (urls, tx) => files.claim(urls, tx),
    minor: async (user, id, tx) => {
      const row = await children.byId(id, childScopeFor(user), tx);
      return row && row.character_gta
        ? { id: row.id, escort_level: escortLevelOf(row), helpers: row.helpers }
        : undefined;
    },
  });
  const sins = createSinService({ db, now, audit, children });
  const denounces = createDenounceService({
    db,
    now,
    audit,
    children,
    users,
    departments,
    tasks,
    signImage,
    claimImages: (urls, tx) => files.claim(urls, tx),
  });
  const meetings = createMeetingService({
    db,
    now,
    audit,
    users,
    departments,
    signImage,
    claimImages: (urls, tx) => files.claim(urls, tx),
  });
  const configuration = createConfigurationService({ db, now, audit, users });
  const statistics = createStatisticService({
    children,
    tasks,
    departments,
    users,
    persuasions,
    seasons: () => configuration.settings(),
  });
  const labels = createLabelService({ db, now, audit, childIdsOf: (user) => children.placesIn(childScopeFor(user)) });
  const supervise = createSuperviseService({
    db,
    now,
    audit,
    users,
    departments,
    signImage,
    claimImages: (urls, tx) => files.claim(urls, tx),
    taskVisible: (user, id) =>
      tasks.detail(user, id).then(
        () => true,
        () => false,
      ),
    // every active 督查人员
    inspectors: async () => (await users.activeOfRoles(['督查人员'])).map(({ id, nickname }) => ({ id, nickname })),
  });
  const applies = createApplyService({
    db,
    now,
    children,
    departments,
    users,
    audit,
    signImage,
    journal: (tx, step) => journals.record(tx, step),
    reviewed: async (tx, step, secrets) => {
      await notices.applyReviewed(tx, step, secrets);
    },
    passes: riskPasses(children),
  });
  const risks = createRiskService({ db, now, applies, children, departments, users, audit });
  const notices = createNoticeService({
    db,
    now,
    audit,
    users,
    notifier: notifier ?? createLogNotifier(log),
    log,
    maskTexts: (texts, tx) => children.textMasker(null, texts, tx),
  });
  const filetransfers = createFiletransferService({
    db,
    now,
    audit,
    users,
    signFile: signImage,
    maskTexts: (user, texts) => children.textMasker(user, texts),
    claimAttachments: (urls, uploader, tx) => files.claimAttachments(urls, uploader, tx),
  });
  const lexicon = createLexiconService({ db, now, audit });
  const allowances = createAllowanceService({
    db,
    now,
    audit,
    users,
    departments,
    kidsIn: childAllowanceKidsIn,
    revealed: (user) => children.revealLeft(user).expires_in > 0,
    settings: () => configuration.settings(),
  });
  const registrations = createRegisterService({
    db,
    now,
    audit,
    departments,
    users,
    accounts: createRegisteredAccounts(),
    sms: sms ?? logSmsSender({ warn: (_obj, msg) => console.warn(msg) }),
  });
  const warnings = createWarningService({
    now,
    audit,
    children,
    users,
    departments,
    childWarnings: createChildWarnings({ db, now, departments }),
    taskWarnings: createTaskWarnings({ db, now }),
  });
  return {
    departments,
    departmentAdmin,
    users,
    accounts,
    accountAdmin,
    audit,
    records,
    persuasions,
    sins,
    denounces,
    scores,
    meetings,
    configuration,
    statistics,
    tasks,
    taskExport,
    plans,
    journals,
    auth,
    files,
    children,
    applies,
    labels,
    supervise,
    notices,
    filetransfers,
    lexicon,
    risks,
    allowances,
    registrations,
    warnings,
  };
}
