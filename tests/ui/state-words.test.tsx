/**
 * No state code on a screen where a word is meant (issue 29 "Plain words"; domain/state-words.ts): the main lists and
 * the history components are given rows in every state of the table, and each shows that state's word, never its code
 * (where the code is an internal one). The codes come from the table, so a state added to a workflow fails here until
 * it has a word; the filters still send codes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApplyHistoryEntry } from '../../domain/apply-states';
import { STATE_WORDS, stateWord, type StateKind } from '../../domain/state-words';
import { ApplyHistory } from '../../src/components/apply-history';
import { JournalTypeTag } from '../../src/components/journal-type-tag';
import { TaskView } from '../../src/components/task/task-view';
import { AdjunctCards, ClueHistory } from '../../src/features/denounces/denounce-parts';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

/** A lazily loaded screen on a busy machine. */
const LOADED = { timeout: 20_000 };

const codesOf = (kind: StateKind) => Object.keys(STATE_WORDS[kind]);

/** The texts a reader sees as a state: every tag and every table cell, and the history lines. */
const shown = (root: ParentNode = document) =>
  [...root.querySelectorAll('.ant-tag, td, .ant-timeline-item-content')].map((n) => (n.textContent ?? '').trim());

/** Each code of `kind` shows its word in a tag, and no tag or cell reads the bare code (when the word differs). */
function expectWords(kind: StateKind, codes = codesOf(kind), root: ParentNode = document) {
  const texts = shown(root);
  const tags = [...root.querySelectorAll('.ant-tag')].map((n) => (n.textContent ?? '').trim());
  for (const code of codes) {
    const word = stateWord(kind, code);
    expect(tags, `${kind} ${code}: its word ${word}`).toContain(word);
    if (word !== code) expect(texts, `${kind} ${code} shown as its code`).not.toContain(code);
  }
}

const at = '2026-11-20T01:00:00.000Z';

const task = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  child: 3,
  manager: 2,
  volunteer: 40,
  grade: '普通',
  state,
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire: '正常',
  date_begin: at,
  date_limit: '2026-11-27T01:00:00.000Z',
  date_end: null,
  department_name: '昭阳街道',
  village_name: '水关居委会',
  manager_name: '赵梓萱',
  version: 1,
  created_at: at,
  updated_at: at,
  image_urls: {},
  information: {
    task_code: `GD${id}`,
    task_name: `入户走访${id}`,
    task_description: '',
    task_address: '',
    task_longitude: null,
    task_latitude: null,
    task_score: 0,
    task_volunteer_name: '赵秀英',
    task_volunteer_cellphone: '13500000001',
    task_child_name: '陈*华',
    child_name: '陈*华',
    task_begin_timestamp: 1,
    task_limit_timestamp: 2,
    task_end_timestamp: null,
    task_punchs: [],
    verify_history: [],
  },
  ...extra,
});

const apply = (id: number, state: string) => ({
  id,
  applicant: 2,
  applicant_name: '王主任',
  auditor: 0,
  link_id: 7,
  apply_genre: '儿童创建',
  apply_state: state,
  top: 0,
  department_id: 19,
  department_name: '昭阳街道',
  village_id: 101,
  village_name: '五里村',
  child_name: `张*${id}`,
  character: 'cs',
  apply_information: { information: {}, history: [] },
  version: 1,
  created_at: at,
  updated_at: at,
});

const risk = (id: number, state: string) => ({
  id,
  link_id: 11,
  apply_genre: '原始风险评估',
  apply_state: state,
  child_name: `李*${id}`,
  department_name: '昭阳街道',
  village_name: '水关居委会',
  applicant: 7,
  applicant_name: '王主任',
  risk_level: '高',
  risk_score: null,
  history: [],
  version: 3,
  created_at: at,
  updated_at: at,
});

const allowance = (id: number, state: string) => ({
  id,
  child: 10 + id,
  child_name: `王*${id}`,
  child_idnumber: '321281*********123',
  department_name: '昭阳街道',
  village_name: '五里村',
  allowance_month: '2026-10',
  allowance_amount: 680,
  allowance_bank: '中国农业银行',
  allowance_account: '6228***********0007',
  allowance_payee: '王建国',
  allowance_state: state,
  reason: '',
  created_by_name: '保金管理',
  version: 3,
  created_at: at,
  updated_at: at,
});

const adjunct = (id: number, state: string) => ({
  id,
  adjunct_denounce: 7,
  adjunct_department: 12,
  department_name: `部门${id}`,
  adjunct_state: state,
  version: 1,
  created_at: at,
  updated_at: at,
  adjunct_information: { history: [{ move: 'dispatch', state, user: 4, name: '邓浩然', at }] },
});

const clue = (id: number, state: string, adjuncts: unknown[]) => ({
  id,
  denounce_source: '普通',
  denounce_state: state,
  denounce_child: 5,
  child_name: '石*文',
  denounce_user: 4,
  user_name: '邓浩然',
  version: 2,
  created_at: at,
  updated_at: at,
  adjuncts,
  denounce_information: {
    reporter_name: '王女士',
    reporter_contact: '',
    content: `线索内容${id}`,
    place: '水关新村',
    happened_at: at,
    images: [],
  },
});

const base = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
  'GET /api/department/list/for/select': { body: {} },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
});

describe('the lists show states as words', () => {
  it('我的工单, a task in every state', async () => {
    // a page holds 10 rows: the states in pages of 8
    const codes = codesOf('task');
    for (let from = 0; from < codes.length; from += 8) {
      const page = codes.slice(from, from + 8);
      const rows = page.map((s, i) => task(from + i + 1, s));
      const api = mockApi({
        ...base('志愿人员'),
        'GET /api/task/list/for/mix': { body: { list: rows, total: rows.length } },
      });
      const { unmount } = renderApp('/taskList/MyTaskList', { signedIn: true });
      await screen.findByText(`入户走访${from + page.length}`, {}, LOADED);
      expectWords('task', page);
      // the 状态 filter sends the codes
      expect(api.callsTo('GET /api/task/list/for/mix')[0].query.get('states')).toBe('["办理","终退"]');
      unmount();
      vi.unstubAllGlobals();
    }
  }, 90_000);

  it('我的申请, an apply in every state, its 状态 filter offering words', async () => {
    const rows = codesOf('apply').map((s, i) => apply(i + 1, s));
    mockApi({
      ...base('儿童主任'),
      'GET /api/apply/list/for/auditor': { body: { list: rows, total: rows.length } },
    });
    renderApp('/children/childCheck', { signedIn: true });
    await screen.findByText(`张*${rows.length}`, {}, LOADED);
    expectWords('apply');
  });

  it('评估记录, a risk assessment in every state (初评 / 复评 words)', async () => {
    const rows = codesOf('risk').map((s, i) => risk(i + 1, s));
    mockApi({ ...base('中心领导'), 'GET /api/risk/list': { body: { list: rows, total: rows.length } } });
    renderApp('/risk/RiskRecord', { signedIn: true });
    await screen.findByText(`李*${rows.length}`, {}, LOADED);
    expectWords('risk');
  });

  it('保金列表, an allowance in every state', async () => {
    const rows = codesOf('allowance').map((s, i) => allowance(i + 1, s));
    mockApi({
      ...base('保金管理'),
      'GET /api/allowance/list/for/mix': { body: { list: rows, total: rows.length } },
    });
    renderApp('/allowance/AllowanceList', { signedIn: true });
    await screen.findByText(`王*${rows.length}`, {}, LOADED);
    expectWords('allowance');
  });

  it('the clue list, a clue in every state and a dispatch in every state', async () => {
    const adjuncts = codesOf('adjunct').map((s, i) => adjunct(31 + i, s));
    const rows = codesOf('denounce').map((s, i) => clue(i + 1, s, i === 0 ? adjuncts : []));
    mockApi({
      ...base('中心领导'),
      'GET /api/denounce/list/for/mix': { body: { list: rows, total: rows.length, image_urls: {} } },
    });
    renderApp('/denounce/DenounceList2', { signedIn: true });
    await screen.findByText(`线索内容${rows.length}`, {}, LOADED);
    expectWords('denounce');
    // a dispatch reads 部门·word
    const tags = [...document.querySelectorAll('.ant-tag')].map((n) => n.textContent);
    for (const s of codesOf('adjunct'))
      expect(tags).toContain(`部门${31 + codesOf('adjunct').indexOf(s)}·${stateWord('adjunct', s)}`);
  });
});

describe('the histories show states as words', () => {
  const entry = (state: string) =>
    ({ datetime: at, nickname: '王主任', operater: 7, state, content: '', reason: '' }) as ApplyHistoryEntry;

  it("an apply's history, and a risk assessment's in its own words", () => {
    const { unmount } = render(<ApplyHistory history={codesOf('apply').map(entry)} />);
    expectWords('apply');
    unmount();
    render(<ApplyHistory kind="risk" history={codesOf('risk').map(entry)} />);
    expectWords('risk');
  });

  it("a task's state, spot check and verify history", () => {
    const history = codesOf('task').map((s) => ({ opreate_behave: s, nickname: '赵梓萱', datetime: at, operator: 2 }));
    for (const audit of codesOf('taskAudit')) {
      const t = task(1, '终过', { audit });
      const { container, unmount } = render(
        <MemoryRouter>
          <TaskView task={{ ...t, information: { ...t.information, verify_history: history } } as never} />
        </MemoryRouter>,
      );
      expectWords('taskAudit', [audit], container);
      expectWords('task', ['终过'], container);
      // the verify history lines name each step by its word
      fireEvent.click(screen.getByRole('tab', { name: '审核记录' }));
      const lines = [...container.querySelectorAll('.ant-timeline-item-content strong')].map((n) => n.textContent);
      expect(lines).toEqual(codesOf('task').map((s) => stateWord('task', s)));
      unmount();
    }
  });

  it("a clue's dispatch cards and its own steps", () => {
    const adjuncts = codesOf('adjunct').map((s, i) => adjunct(31 + i, s));
    render(<AdjunctCards adjuncts={adjuncts as never} urls={{}} buttons={() => null} />);
    expectWords('adjunct');
    for (const s of codesOf('adjunct'))
      expect(document.body.textContent).toContain(`→ ${stateWord('adjunct', s)} · 邓浩然`);
  });

  it("a clue's own history, in the clue's words", async () => {
    const steps = codesOf('denounce').map((state) => ({ label: '转为工单', state, name: '邓浩然', at, task: 9 }));
    render(<ClueHistory steps={steps as never} />);
    for (const s of codesOf('denounce'))
      await waitFor(() => expect(document.body.textContent).toContain(`→ 线索${stateWord('denounce', s)} · 邓浩然`));
    for (const s of codesOf('denounce')) expect(document.body.textContent).not.toContain(`→ 线索${s} ·`);
  });

  it('the review journals', () => {
    render(
      <>
        {codesOf('journal').map((t) => (
          <JournalTypeTag key={t} type={t} />
        ))}
      </>,
    );
    expectWords('journal');
  });
});
