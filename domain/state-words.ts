/**
 * The one table of how a state reads on a screen (issue 29 "Plain words": states are shown as words, not codes, in every
 * tag, filter and history, from one table; docs/decisions-words.md). The stored values and the API stay the codes (申请,
 * 初过, 办理, 待收, 录入 …); a screen shows `stateWord(kind, code)` and its colour `stateColor(kind, code)`, through the
 * one `StateTag` (src/components/state-tag.tsx), and a filter's select offers `stateOptions(kind)` (label the word,
 * value the code).
 *
 * A table per workflow (`kind`), because the same code means different things in different workflows: 初过 of an apply
 * is 初审通过, of a risk assessment 初评通过; 终拒 of an apply is a return (终审退回), of a work order a closing refusal
 * (终审不通过); 办理 of a work order is 待办理, of a clue 办理中. Each table is typed against its workflow's states, so a
 * state added to a workflow fails the type check (and tests/domain/state-words.test.ts) until it has its word.
 *
 * `PLAIN_CODES` lists the codes that are already plain words (待检查, 已提交 …): the only ones whose word may be the code.
 */
import type { AllowanceState } from './allowances';
import { RISK_APPLY_GENRES, type ApplyState } from './apply-states';
import type { AdjunctState, DenounceState } from './denounces';
import type { RegisterState } from './registrations';
import type { SuperviseState, TemplateState } from './supervise';
import type { JournalType, TaskAudit, TaskState } from './tasks';

/** How one state reads: its word and its tag colour (an antd preset colour, or 'default'). */
export type StateWord = { word: string; color: string };
type Words<S extends string> = Record<S, StateWord>;

const w = (word: string, color: string): StateWord => ({ word, color });

/** Child applies (儿童创建, 儿童修改) and 帮扶人员 applies (req applies-review §2): issue 29's words. */
const APPLY: Words<ApplyState> = {
  申请: w('待初审', 'blue'),
  初过: w('初审通过', 'cyan'),
  初拒: w('初审退回', 'orange'),
  终过: w('终审通过', 'green'),
  终拒: w('终审退回', 'red'),
};

/** Risk assessments (req risk §1): the same codes, reviewed as 初评 (服务领导) and 复评 (中心领导), refusals are returns. */
const RISK: Words<ApplyState> = {
  申请: w('待初评', 'blue'),
  初过: w('初评通过', 'cyan'),
  初拒: w('初评退回', 'orange'),
  终过: w('复评通过', 'green'),
  终拒: w('复评退回', 'red'),
};

/**
 * Work orders (req tasks §5): 办理 in hand, 办结 finished by the volunteer, 初过 passed the first review, 终退 returned to
 * the volunteer (by either review) to be done again, 终拒 closed as refused (not a return: 终审不通过), and the outcomes.
 */
const TASK: Words<TaskState> = {
  办理: w('待办理', 'blue'),
  办结: w('已办结', 'geekblue'),
  初过: w('初审通过', 'cyan'),
  终退: w('退回重办', 'orange'),
  终过: w('终审通过', 'green'),
  评价: w('已评价', 'green'),
  护正: w('护航正常', 'green'),
  护异: w('护航异常', 'volcano'),
  终拒: w('终审不通过', 'red'),
  女正: w('女童正常', 'green'),
  女异: w('女童异常', 'volcano'),
};

/** The centre's spot check of a visit (req tasks §5.3). */
const TASK_AUDIT: Words<TaskAudit> = {
  未检: w('未抽查', 'default'),
  疑似: w('疑似', 'orange'),
  真实: w('抽查真实', 'green'),
  虚假: w('抽查虚假', 'red'),
};

/** A clue (req clues §1). */
const DENOUNCE: Words<DenounceState> = {
  录入: w('待处理', 'blue'),
  办理: w('办理中', 'orange'),
  办结: w('已办结', 'green'),
  拒办: w('不予办理', 'default'),
};

/** A clue's dispatch to a department (req clues §2): 退回 by the department, 打回 by the reviewer. */
const ADJUNCT: Words<AdjunctState> = {
  待收: w('待接收', 'blue'),
  办理: w('办理中', 'orange'),
  申结: w('申请办结', 'purple'),
  打回: w('已打回', 'red'),
  退回: w('部门退回', 'default'),
  办结: w('已办结', 'green'),
};

/** An allowance (req allowance §1): 核 = 保金核员's 审核, 批 = 保金批员's 审批. */
const ALLOWANCE: Words<AllowanceState> = {
  录入: w('待审核', 'blue'),
  核过: w('审核通过', 'cyan'),
  核退: w('审核退回', 'orange'),
  批过: w('审批通过', 'green'),
  批退: w('审批退回', 'red'),
};

/** An inspection (req supervise §1). */
const SUPERVISE: Words<SuperviseState> = {
  待检查: w('待检查', 'blue'),
  已提交: w('已提交', 'orange'),
  已确认: w('已确认', 'green'),
  退回: w('已退回', 'red'),
};

/** A supervise template. */
const TEMPLATE: Words<TemplateState> = {
  启用: w('启用', 'green'),
  停用: w('停用', 'default'),
};

/** A self-registration (req shell-and-accounts: 待审核 → 激活 or 拒绝). */
const REGISTER: Words<RegisterState> = {
  待审核: w('待审核', 'orange'),
  激活: w('已通过', 'green'),
  拒绝: w('未通过', 'red'),
};

/** A review journal's type (req applies-review §5.2): what the review of a child apply did (the apply's own words). */
const JOURNAL: Words<JournalType> = {
  儿双初过: w('初审通过', 'blue'),
  儿双初拒: w('初审退回', 'red'),
  儿双终过: w('终审通过', 'green'),
};

/** Every table, by kind. */
export const STATE_WORDS = {
  apply: APPLY,
  risk: RISK,
  task: TASK,
  taskAudit: TASK_AUDIT,
  denounce: DENOUNCE,
  adjunct: ADJUNCT,
  allowance: ALLOWANCE,
  supervise: SUPERVISE,
  template: TEMPLATE,
  register: REGISTER,
  journal: JOURNAL,
} as const;
export type StateKind = keyof typeof STATE_WORDS;
/** The codes of a kind. */
export type StateCode<K extends StateKind> = keyof (typeof STATE_WORDS)[K] & string;

/** The codes that are already plain words: their word may be the code itself (every other code needs a word of its own). */
export const PLAIN_CODES: ReadonlySet<string> = new Set([
  '疑似',
  '待检查',
  '已提交',
  '已确认',
  '启用',
  '停用',
  '待审核',
]);

const entry = (kind: StateKind, code: string): StateWord | undefined =>
  (STATE_WORDS[kind] as Record<string, StateWord>)[code];

/** The word of `code` in `kind` (a code the table does not know — a stale row — reads as itself). */
export function stateWord(kind: StateKind, code: string | null | undefined): string {
  if (!code) return '—';
  return entry(kind, code)?.word ?? code;
}

/** The tag colour of `code` in `kind` ('default' when unknown). */
export function stateColor(kind: StateKind, code: string | null | undefined): string {
  return (code && entry(kind, code)?.color) || 'default';
}

/** Select options of a state filter: the word shown, the code sent (`codes` limits and orders them; default: all). */
export function stateOptions<K extends StateKind>(
  kind: K,
  codes: readonly string[] = Object.keys(STATE_WORDS[kind]),
): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: stateWord(kind, code) }));
}

/** The word of every code of `kind`, as a record (for an export or a print that writes words). */
export function stateWordsOf<K extends StateKind>(kind: K): Record<StateCode<K>, string> {
  return Object.fromEntries(
    Object.entries(STATE_WORDS[kind]).map(([code, e]) => [code, (e as StateWord).word]),
  ) as Record<StateCode<K>, string>;
}

/** The table an apply's states read by: a risk assessment's (初评 / 复评) or the child and 帮扶人员 applies'. */
export function applyKindFor(genre: string | null | undefined): 'apply' | 'risk' {
  return (RISK_APPLY_GENRES as readonly string[]).includes(genre ?? '') ? 'risk' : 'apply';
}
