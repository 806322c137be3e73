/**
 * What a notice says (issue 29 "Notices say what happened to whom"; docs/decisions-notices.md): for each event the server
 * tells a user of, the title, the body — the child it is about, what happened in plain words, and the reader's next step —
 * and the link to the screen where the reader acts (always one of domain/console-routes.ts). Pure: the child's name goes
 * in as stored and comes out masked only through the notice service's one masking pass (service.ts `notify`), so these
 * texts never decide what is masked.
 */
import type { NoticeMessage } from './notifier';

/** A console date (yyyy-MM-dd, China time) of `at`. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** A reason as a sentence part: trimmed, without its final full stop (the body adds its own punctuation). */
const clause = (reason: string | undefined) => (reason ?? '').trim().replace(/[。.；;，,]+$/, '');
/** The child a notice names, or 一名儿童 when the record carries no name. */
const who = (name: string | undefined) => (name && name.trim() ? name.trim() : '一名儿童');

/** The child detail screen's address of a child (read mode) or of an apply in `state` (req children §2). */
export function childScreen(q: { id?: number | null; apply?: number; state?: '修改'; genre?: string | null }): string {
  const params = new URLSearchParams();
  if (q.id) params.set('id', String(q.id));
  if (q.apply) params.set('apply', String(q.apply));
  if (q.state) params.set('state', q.state);
  params.set('genre', q.genre || 'cs');
  // URLSearchParams writes a space as +, which a console link does not take; nothing here has one
  return `/childDetail/childTables?${params.toString()}`;
}

const TASK_SCREEN = (id: number) => `/taskList/TaskDetail?id=${id}`;
const MY_APPLIES = '/children/childCheck';
const RISK_SCREEN = (id: number) => `/risk/RiskDetail?id=${id}`;

/** An apply's review step, as the applicant is told of it. */
export type ApplyStep = {
  apply: number;
  apply_genre: string;
  apply_state: string;
  reason?: string;
  /** The child the apply is about (its form's name, else the one recorded with the apply). */
  child_name?: string;
  /** The child's record (a 儿童修改, 帮扶人员 or risk apply; a passed 儿童创建 the child it wrote), else null. */
  link_id: number | null;
  /** The form's genre (cs, ow, gta …) of a child apply, for the screen's address. */
  character?: string | null;
};

const CHILD_GENRES = ['儿童创建', '儿童修改'];
const RISK_GENRES = ['原始风险评估', '标准风险评估'];

/**
 * The applicant's notice of a review step of their apply: 初过 (waits for the final review), 初拒 / 终拒 (returned: the
 * reason and, for a child apply or an assessment, the screen where it is corrected and sent again; a 帮扶人员 apply is
 * applied for anew from the child's screen), 终过 (done: the child's screen).
 */
export function applyReviewedMessage(s: ApplyStep): NoticeMessage {
  const name = who(s.child_name);
  const first = s.apply_state.startsWith('初');
  const passed = s.apply_state.endsWith('过');
  const child = CHILD_GENRES.includes(s.apply_genre);
  const risk = RISK_GENRES.includes(s.apply_genre);
  // an assessment's two reviews are 初评 and 复评 (domain/state-words.ts, the risk table), an apply's 初审 and 终审
  const stage = risk ? (first ? '初评' : '复评') : first ? '初审' : '终审';
  const genre = `${s.apply_genre}${risk ? '' : '申请'}`;
  const what = `${name}的${genre}（编号 ${s.apply}）`;
  const reason = clause(s.reason);
  // a pass says the reviewer's remark when one was typed
  const remark = reason ? `（审核意见：${reason}）` : '';
  if (passed && first)
    return {
      title: `${genre}已通过${stage}`,
      body: `${what}已通过${stage}${remark}，等待${risk ? '复评' : '中心终审'}；结果会另行通知您。`,
      link: risk ? RISK_SCREEN(s.apply) : MY_APPLIES,
    };
  if (passed) {
    const next = child
      ? s.apply_genre === '儿童创建'
        ? '儿童已建档，可打开儿童详情查看。'
        : '修改已生效，可打开儿童详情查看。'
      : risk
        ? '评估结果已记入儿童档案。'
        : '帮扶人员已设置，可打开儿童详情查看。';
    return {
      title: `${genre}已${stage}通过`,
      body: `${what}已${stage}通过${remark}。${next}`,
      link: risk ? RISK_SCREEN(s.apply) : s.link_id ? childScreen({ id: s.link_id, genre: s.character }) : MY_APPLIES,
    };
  }
  const because = reason ? `：${reason}` : '';
  if (child || risk)
    return {
      title: `${genre}${stage}退回`,
      body: `${what}${stage}退回${because}。请按退回原因修改后重新提交。`,
      link: risk ? RISK_SCREEN(s.apply) : childScreen({ apply: s.apply, state: '修改', genre: s.character }),
    };
  return {
    title: `${genre}未通过${stage}`,
    body: `${what}未通过${stage}${because}。如仍需帮扶人员，请在儿童详情中重新申请。`,
    link: s.link_id ? childScreen({ id: s.link_id, genre: s.character }) : MY_APPLIES,
  };
}

/** A work order as a notice names it. */
export type TaskNote = {
  id: number;
  task_name: string;
  task_code: string;
  /** The child the task is for (as stored on the task). */
  child_name: string;
  date_limit: Date;
};

const taskWhat = (t: TaskNote) => `${who(t.child_name)}的工单「${t.task_name}」（${t.task_code}）`;

/** The volunteer's notice of a task given to them (`by`: who gave it). */
export function taskGivenMessage(t: TaskNote, by: string): NoticeMessage {
  return {
    title: `新工单：${who(t.child_name)}`,
    body: `${by}交办给您${taskWhat(t)}，请在 ${chinaDay(t.date_limit)} 前走访打卡并办结。`,
    link: TASK_SCREEN(t.id),
  };
}

/** The notices of a task moved to another volunteer (批量改派): to the new one, and to the one who had it. */
export function taskReassignedMessages(
  t: TaskNote,
  by: string,
  to: string,
): { taken: NoticeMessage; given: NoticeMessage } {
  return {
    given: {
      title: `工单改派给您：${who(t.child_name)}`,
      body: `${by}将${taskWhat(t)}改派给您，请在 ${chinaDay(t.date_limit)} 前走访打卡并办结。`,
      link: TASK_SCREEN(t.id),
    },
    taken: {
      title: `工单已改派：${who(t.child_name)}`,
      body: `${taskWhat(t)}已由${by}改派给${to}，您无需再办理。`,
      link: '/taskList/MyTaskList',
    },
  };
}

/**
 * The volunteer's notice of a review of their finished task that they must act on or know of: 终退 (returned at the first
 * or the final review: check in again and finish it) and 终拒 (refused: closed, no points). Other moves tell no one.
 */
export function taskReviewedMessage(
  t: TaskNote,
  s: { state: string; reason?: string; stage: '初审' | '终审' },
): NoticeMessage | null {
  const reason = clause(s.reason);
  const because = reason ? `：${reason}` : '';
  if (s.state === '终退')
    return {
      title: `工单被退回：${who(t.child_name)}`,
      body: `${taskWhat(t)}${s.stage}退回${because}。请按退回原因重新走访打卡后再办结。`,
      link: TASK_SCREEN(t.id),
    };
  if (s.state === '终拒')
    return {
      title: `工单未通过：${who(t.child_name)}`,
      body: `${taskWhat(t)}终审不通过${because}。该工单已结束，不计积分。`,
      link: TASK_SCREEN(t.id),
    };
  return null;
}

/** The volunteer's reminder of a plan's task (帮扶计划提醒): the child, the period's task and the plan's reminders. */
export function planReminderMessage(r: {
  task: number;
  task_name: string;
  child_name: string;
  reminds: string[];
}): NoticeMessage {
  return {
    title: '帮扶计划提醒',
    body: `${who(r.child_name)}的${r.task_name}：${r.reminds.join('；')}。请按提醒走访并在工单中打卡。`,
    link: TASK_SCREEN(r.task),
  };
}
