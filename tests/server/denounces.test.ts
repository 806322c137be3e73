/**
 * Clue reports and their dispatch (issue 18 "Done when", server side; domain/denounces.ts): the centre enters a
 * clue about a child and dispatches it to two departments; each department's leader receives, handles and applies
 * to close (only their own department's, 404 otherwise); the centre sends one back and closes the other, then the
 * other again; the clue's state and the counts follow each step; illegal steps are 409; 检察领导 sees and enters
 * edge-child clues only; the roles without the calls are refused; a clue about a child becomes a linked task.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children, departments, users } from '../../server/db/schema';
import { DEMO_PASSWORD, SECOND_DEPARTMENT_LEADER } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
const tokens = new Map<string, string>();
let child: number, civil: number, police: number, clue: number;
const ROLES_USED: Role[] = [
  '中心领导',
  '中心管理',
  '系统管理',
  '检察领导',
  '检察人员',
  '部门领导',
  '儿童主任',
  '公安护航',
];
const clueBody = (extra: Record<string, unknown> = {}) => ({
  denounce_source: '普通',
  reporter_name: '王女士',
  reporter_contact: '13812345678',
  content: '邻居反映孩子长期独自在家，夜间哭闹',
  place: '水关新村12幢',
  happened_at: '2026-11-20T20:00:00+08:00',
  child,
  images: [],
  ...extra,
});
const detail = async (who = '中心领导', id = clue) =>
  (await h.call('GET', `/api/denounce/detail?id=${id}`, tokens.get(who))).json().detail;
const adjunctOf = async (department: number) =>
  (await detail()).adjuncts.find((a: { adjunct_department: number }) => a.adjunct_department === department);
const counts = async (who: string, path: string) =>
  Object.fromEntries(
    (await h.call('GET', path, tokens.get(who)))
      .json()
      .counts.map((c: Record<string, unknown>) => [c.state ?? c.State, c.count ?? c.Count]),
  );

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  tokens.set(
    '公安部门领导',
    (
      await h.call('POST', '/api/auth/login', undefined, {
        cellphone: SECOND_DEPARTMENT_LEADER,
        password: DEMO_PASSWORD,
      })
    ).json().token,
  );
  const [kid] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_cs, true), isNull(children.deleted_at)))
    .limit(1);
  child = kid.id;
  civil = (await h.handle.db.select().from(departments).where(eq(departments.department_name, '兴化市民政局')))[0].id;
  police = (await h.handle.db.select().from(departments).where(eq(departments.department_name, '兴化市公安局')))[0].id;
  expect(
    (await h.handle.db.select().from(users).where(eq(users.cellphone, SECOND_DEPARTMENT_LEADER)))[0].department_id,
  ).toBe(police);
});
afterAll(async () => {
  await h.close();
});

describe('a clue from entry to close', () => {
  it('is entered by the centre about a child, in 录入', async () => {
    const res = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody());
    expect(res.statusCode, res.body).toBe(200);
    clue = res.json().id;
    expect(await detail()).toMatchObject({
      denounce_state: '录入',
      denounce_child: child,
      child_name: expect.stringContaining('*'),
      adjuncts: [],
    });
    const bad = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody({ content: ' ' }));
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请输入线索内容']);
  });

  it('is dispatched to two departments, each receiving only its own', async () => {
    const before = await counts('部门领导', '/api/denounce/adjunct/counts/for/department/sources');
    const res = await h.call('PUT', '/api/denounce/dispatch', tokens.get('中心领导'), {
      id: clue,
      version: (await detail()).version,
      departments: [civil, police],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail()).denounce_state).toBe('办理');
    expect((await counts('部门领导', '/api/denounce/adjunct/counts/for/department/sources')).待收).toBe(
      (before.待收 ?? 0) + 1,
    );
    const again = await h.call('PUT', '/api/denounce/dispatch', tokens.get('中心领导'), {
      id: clue,
      version: (await detail()).version,
      departments: [civil],
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_DISPATCHED']);
    const mine = (await h.call('GET', '/api/denounce/adjunct/list/for/mix', tokens.get('部门领导'))).json().list;
    expect(mine.find((d: { id: number }) => d.id === clue).adjuncts).toHaveLength(1);
    const theirs = await adjunctOf(police);
    const refused = await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
      id: theirs.id,
      version: theirs.version,
      move: 'receive',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is received, handled and applied to close by each department; an illegal step is 409', async () => {
    for (const [who, department] of [
      ['部门领导', civil],
      ['公安部门领导', police],
    ] as const) {
      const a = await adjunctOf(department);
      const early = await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
        id: a.id,
        version: a.version,
        move: 'apply',
        result: '太早',
      });
      expect([early.statusCode, early.json().code]).toEqual([409, 'ILLEGAL_MOVE']);
      expect(
        (
          await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
            id: a.id,
            version: a.version,
            move: 'receive',
          })
        ).statusCode,
      ).toBe(200);
      const b = await adjunctOf(department);
      const noResult = await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
        id: b.id,
        version: b.version,
        move: 'apply',
      });
      expect(noResult.statusCode).toBe(400);
      expect(
        (
          await h.call('PUT', '/api/denounce/adjunct', tokens.get(who), {
            id: b.id,
            version: b.version,
            move: 'apply',
            result: `${who}已上门核实并联系家长`,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(
      (await counts('部门领导', '/api/denounce/adjunct/counts/for/department/sources')).申结,
    ).toBeGreaterThanOrEqual(1);
  });

  it('is sent back for one department and closed for the other by the centre, then closed when both are done', async () => {
    const a = await adjunctOf(civil);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
          id: a.id,
          version: a.version,
          move: 'send_back',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
          id: a.id,
          version: a.version,
          move: 'send_back',
          reason: '请补充照片',
        })
      ).statusCode,
    ).toBe(200);
    const p = await adjunctOf(police);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心管理'), {
          id: p.id,
          version: p.version,
          move: 'close',
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail()).denounce_state).toBe('办理');
    const back = await adjunctOf(civil);
    expect(back.adjunct_state).toBe('打回');
    expect(back.adjunct_information.history.map((s: { state: string }) => s.state)).toEqual([
      '待收',
      '办理',
      '申结',
      '打回',
    ]);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
          id: back.id,
          version: back.version,
          move: 'apply',
          result: '已补充',
        })
      ).statusCode,
    ).toBe(200);
    const last = await adjunctOf(civil);
    expect(
      (
        await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
          id: last.id,
          version: last.version,
          move: 'close',
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail()).denounce_state).toBe('办结');
    const stale = await h.call('PUT', '/api/denounce/adjunct/review', tokens.get('中心领导'), {
      id: last.id,
      version: last.version,
      move: 'close',
    });
    expect(stale.statusCode).toBe(409);
    expect((await counts('中心领导', '/api/denounce/count/for/sources/states')).办结).toBeGreaterThanOrEqual(1);
  });
});

describe('who reviews which clue', () => {
  it('gives 检察领导 the edge-child clues only', async () => {
    const edge = await h.call(
      'POST',
      '/api/denounce',
      tokens.get('检察领导'),
      clueBody({ denounce_source: '边缘', child: undefined }),
    );
    expect(edge.statusCode, edge.body).toBe(200);
    expect(
      (await h.call('POST', '/api/denounce', tokens.get('检察领导'), clueBody({ child: undefined }))).statusCode,
    ).toBe(403);
    const seen = (await h.call('GET', '/api/denounce/list/for/mix?size=100', tokens.get('检察领导'))).json().list as {
      denounce_source: string;
    }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d.denounce_source === '边缘')).toBe(true);
    expect((await h.call('GET', `/api/denounce/detail?id=${clue}`, tokens.get('检察领导'))).statusCode).toBe(404);
    expect((await h.call('GET', `/api/denounce/detail?id=${edge.json().id}`, tokens.get('中心领导'))).statusCode).toBe(
      200,
    );
  });

  it('lets 检察人员 read the edge-child clues and count them, and take no step (issue 28)', async () => {
    const seen = (await h.call('GET', '/api/denounce/list/for/mix?size=100', tokens.get('检察人员'))).json().list as {
      id: number;
      denounce_source: string;
      version: number;
    }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d.denounce_source === '边缘')).toBe(true);
    expect((await h.call('GET', `/api/denounce/detail?id=${clue}`, tokens.get('检察人员'))).statusCode).toBe(404);
    expect((await h.call('GET', `/api/denounce/detail?id=${seen[0].id}`, tokens.get('检察人员'))).statusCode).toBe(200);
    const counted = (await h.call('GET', '/api/denounce/count/for/sources/states', tokens.get('检察人员'))).json();
    expect(counted.counts.length).toBeGreaterThan(0);
    expect(counted.adjunct_counts).toEqual(expect.any(Array));
    expect(
      (await h.call('POST', '/api/denounce', tokens.get('检察人员'), clueBody({ denounce_source: '边缘' }))).statusCode,
    ).toBe(403);
    const reject = await h.call('PUT', '/api/denounce/reject', tokens.get('检察人员'), {
      id: seen[0].id,
      version: seen[0].version,
      reason: '不属实',
    });
    expect(reject.statusCode).toBe(403);
  });

  it('counts for the centre the dispatches waiting to be closed (申结)', async () => {
    const counted = (await h.call('GET', '/api/denounce/count/for/sources/states', tokens.get('中心领导'))).json();
    expect(counted.adjunct_counts.map((c: { state: string }) => c.state)).toEqual(expect.arrayContaining(['申结']));
  });

  it('lets 系统管理 read and refuses the roles without the calls', async () => {
    expect((await h.call('GET', '/api/denounce/list/for/mix', tokens.get('系统管理'))).statusCode).toBe(200);
    expect((await h.call('POST', '/api/denounce', tokens.get('系统管理'), clueBody())).statusCode).toBe(403);
    for (const role of ['儿童主任', '公安护航'] as const) {
      expect((await h.call('GET', '/api/denounce/list/for/mix', tokens.get(role))).statusCode, role).toBe(403);
      expect((await h.call('GET', '/api/denounce/adjunct/list/for/mix', tokens.get(role))).statusCode, role).toBe(403);
    }
    const rejected = await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody());
    expect(
      (
        await h.call('PUT', '/api/denounce/reject', tokens.get('中心管理'), {
          id: rejected.json().id,
          version: 1,
          reason: '经核实不属实',
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail('中心管理', rejected.json().id)).denounce_state).toBe('拒办');
  });
});

describe('a clue becoming a work order', () => {
  it("makes a task for the clue's child, linked both ways, once", async () => {
    const made = (await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody())).json();
    const [volunteer] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000006'));
    const body = {
      id: made.id,
      version: made.version,
      volunteer: volunteer.id,
      date_begin: '2026-11-21T09:00:00+08:00',
      date_limit: '2026-11-28T18:00:00+08:00',
      task_name: '线索核查走访',
    };
    const res = await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), body);
    expect(res.statusCode, res.body).toBe(200);
    const task = (await h.call('GET', `/api/task/detail?id=${res.json().task}`, tokens.get('中心管理'))).json().detail;
    expect(task).toMatchObject({ child, information: { task_name: '线索核查走访', task_denounce: made.id } });
    expect((await detail('中心管理', made.id)).denounce_information.task).toBe(res.json().task);
    expect(
      (
        await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), { ...body, version: res.json().version })
      ).json().code,
    ).toBe('ALREADY_TASK');
  });

  it('leaves 线索审核 for 办理 (the list and the badge), stays there when its dispatch is returned (issue 28)', async () => {
    const [volunteer] = await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000006'));
    const made = (await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody())).json();
    const waiting = async () =>
      (await h.call('GET', '/api/denounce/list/for/mix?states=录入&size=100', tokens.get('中心管理')))
        .json()
        .list.map((d: { id: number }) => d.id) as number[];
    expect(await waiting()).toContain(made.id);
    const before = await counts('中心管理', '/api/denounce/count/for/sources/states');
    const order = {
      volunteer: volunteer.id,
      date_begin: '2026-11-21T09:00:00+08:00',
      date_limit: '2026-11-28T18:00:00+08:00',
      task_name: '线索核查走访',
    };
    const res = await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), { ...order, ...made });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail('中心管理', made.id)).toMatchObject({ denounce_state: '办理', version: res.json().version });
    expect(await waiting()).not.toContain(made.id);
    const after = await counts('中心管理', '/api/denounce/count/for/sources/states');
    expect([after.录入 ?? 0, after.办理]).toEqual([before.录入 - 1, (before.办理 ?? 0) + 1]);
    // dispatched as well, and the department returns it: the work order still handles it, so not back in 录入
    const sent = await h.call('PUT', '/api/denounce/dispatch', tokens.get('中心领导'), {
      id: made.id,
      version: res.json().version,
      departments: [civil],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [dispatch] = (await detail('中心管理', made.id)).adjuncts;
    const back = await h.call('PUT', '/api/denounce/adjunct', tokens.get('部门领导'), {
      id: dispatch.id,
      version: dispatch.version,
      move: 'return',
      reason: '不属本部门职责',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await detail('中心管理', made.id)).denounce_state).toBe('办理');
    // a rejected clue is not turned into a work order
    const dropped = (await h.call('POST', '/api/denounce', tokens.get('中心管理'), clueBody())).json();
    const rejected = await h.call('PUT', '/api/denounce/reject', tokens.get('中心管理'), {
      ...dropped,
      reason: '重复',
    });
    const refused = await h.call('POST', '/api/denounce/task', tokens.get('中心管理'), {
      ...order,
      id: dropped.id,
      version: rejected.json().version,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'DENOUNCE_CLOSED']);
    expect((await detail('中心管理', dropped.id)).denounce_information.task).toBeUndefined();
  });
});
