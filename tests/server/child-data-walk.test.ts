/**
 * Issue 26 "Masked means masked", last item: every role (domain/roles.ts, its demo account) walks every call
 * whose answer carries child data (found in ALL_CONTRACTS by the fields of its response schema: a new such
 * call not in WALK fails the first test), and each answer is checked against the role's row of the one table
 * role × child data (domain/disclosure.ts CHILD_DATA, docs/decisions-scope.md):
 * - a kind the row says `none` answers 403;
 * - a 200 answer carries no form outside the row's `forms` and no helper slot unless the row reads helpers;
 * - without a reveal, no answer (list, detail, task, apply, record, allowance …) carries a child's full name or ID number in its name fields;
 * - a detail of a record outside the role's reach (an id the centre sees, the role's own list does not) answers
 *   404 or 403, and a volunteer's finished visit opens no child.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { ALL_CONTRACTS } from '../../domain/contracts/index';
import { CHILD_DATA, CHILD_FORMS, type ChildDataKind } from '../../domain/disclosure';
import { ROLES, type Role } from '../../domain/roles';
import { TASK_PUNCHABLE_STATES } from '../../domain/tasks';
import { demoCellphone } from '../../server/db/seed-demo';
import { children, tasks, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';

import { CHILD_LIST, returnsChildData, WALK, type Ctx } from './child-data-walk-steps';

let h: Harness;
const tokens = new Map<Role, string>();
const userIds = new Map<Role, number>();
let fullNames = new Set<string>();
let fullIds = new Set<string>();

async function idnumbersOf(ids: number[]): Promise<string[]> {
  if (!ids.length) return ['110101201001010011'];
  const rows = await h.handle.db
    .select({ n: children.child_idnumber })
    .from(children)
    .where(inArray(children.id, ids.slice(0, 60)));
  return rows.map((r) => r.n);
}

async function get(role: Role, url: string) {
  return h.call('GET', url, tokens.get(role));
}

/** The ids of the first page of `listPath` as `role` sees it ([] when refused). */
async function idsOf(role: Role, listPath: string, query = ''): Promise<number[]> {
  const res = await get(role, `${listPath}?page=1&size=100${query}`);
  return res.statusCode === 200 ? (res.json().list as { id: number }[]).map((r) => r.id) : [];
}

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES) tokens.set(role, await h.login(role));
  const rows = await h.handle.db.select({ id: users.id, cellphone: users.cellphone }).from(users);
  for (const role of ROLES) userIds.set(role, rows.find((r) => r.cellphone === demoCellphone(ROLES.indexOf(role)))!.id);
  const kids = await h.handle.db.select({ name: children.child_name, id: children.child_idnumber }).from(children);
  fullNames = new Set(kids.map((k) => k.name));
  fullIds = new Set(kids.map((k) => k.id));
}, 120_000);
afterAll(async () => {
  await h.close();
});

/** Every place of `value` a child's forms, helpers or a full name could sit, as problems found. */
const NAME_FIELDS = ['child_name', 'child_idnumber', 'child_identification', 'task_child_name'];
/** Free texts about a child (a journal's reason or note, issue 28; checked in the journals' answers): no full name (of 2 characters or more) or ID number inside. */
const TEXT_FIELDS = ['reason', 'note'];
const mentionsChild = (text: string) =>
  [...fullNames].some((n) => Array.from(n).length >= 2 && text.includes(n)) ||
  [...fullIds].some((id) => text.includes(id));
function problems(role: Role, kind: ChildDataKind, value: unknown, path = '', key = ''): string[] {
  const row = CHILD_DATA[role];
  const out: string[] = [];
  if (Array.isArray(value)) value.forEach((v) => out.push(...problems(role, kind, v, `${path}[]`)));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = `${path}.${k}`;
      if ((CHILD_FORMS as readonly string[]).includes(k) && !(row.forms as readonly string[]).includes(k))
        out.push(`${at}: form not in the row`);
      if (
        (k === 'helpers' || k === 'helper_names') &&
        !row.helpers &&
        v &&
        typeof v === 'object' &&
        Object.keys(v).length
      )
        out.push(`${at}: helpers not in the row`);
      if (k === 'assistants' && !row.helpers && Array.isArray(v) && v.length)
        out.push(`${at}: assistants not in the row`);
      out.push(...problems(role, kind, v, at, k));
    }
  } else if (typeof value === 'string' && NAME_FIELDS.includes(key) && (fullNames.has(value) || fullIds.has(value))) {
    out.push(`${path}: a full name or ID number without a reveal`);
  } else if (kind === 'journals' && typeof value === 'string' && TEXT_FIELDS.includes(key) && mentionsChild(value)) {
    out.push(`${path}: a full name or ID number in a text without a reveal`);
  }
  return out;
}

describe('the walk covers every call that returns child data', () => {
  it('names every such contract of ALL_CONTRACTS, and nothing else', () => {
    const found = ALL_CONTRACTS.filter(returnsChildData)
      .map((c) => `${c.method} ${c.path}`)
      .sort();
    expect(found.length).toBeGreaterThan(30);
    expect(Object.keys(WALK).sort()).toEqual(found);
  });
});

describe('every role over every call that returns child data (docs/decisions-scope.md)', () => {
  for (const role of ROLES) {
    it(`${role} receives only its row of CHILD_DATA`, async () => {
      const row = CHILD_DATA[role];
      let mainIds: number[] | undefined;
      const ctx: Ctx = {
        role,
        userId: userIds.get(role)!,
        ids: (p, q) => idsOf(role, p, q),
        childIds: async () => (mainIds ??= await idsOf(role, CHILD_LIST)),
        idnumbersOf,
      };
      const found: string[] = [];
      for (const [key, step] of Object.entries(WALK)) {
        const reach = row[step.kind];
        let url = await step.url(ctx);
        let outside: number | undefined;
        if (step.detailOf) {
          const mine = await idsOf(role, step.detailOf.list, step.detailOf.query);
          const theirs = [
            ...(await idsOf('中心领导', step.detailOf.list, step.detailOf.query)),
            ...(await idsOf('中心管理', step.detailOf.list, step.detailOf.query)),
          ];
          outside = theirs.find((id) => !mine.includes(id));
          const id = mine[0] ?? theirs[0] ?? 1;
          url = url.endsWith('/idnumber') ? `${url}?idnumber=${(await idnumbersOf([id]))[0]}` : `${url}?id=${id}`;
          if (reach !== 'none' && !mine.length) url = '';
        }
        if (url) {
          const res = await get(role, url);
          if (reach === 'none') {
            if (res.statusCode !== 403) found.push(`${key}: ${res.statusCode}, the row says none (403)`);
          } else if (res.statusCode !== 200) {
            found.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          } else {
            found.push(...problems(role, step.kind, res.json()).map((p) => `${key} ${p}`));
          }
        }
        if (step.detailOf && reach !== 'none' && outside !== undefined) {
          const base = step.url(ctx) as string;
          const q = base.endsWith('/idnumber') ? `idnumber=${(await idnumbersOf([outside]))[0]}` : `id=${outside}`;
          const res = await get(role, `${base}?${q}`);
          if (res.statusCode !== 404 && res.statusCode !== 403)
            found.push(`${key} outside the reach (${q}): ${res.statusCode}`);
        }
      }
      expect([...new Set(found)]).toEqual([]);
    }, 120_000);
  }
});

describe('a volunteer and the children of its visits', () => {
  it('opens the child of an open task, never that of a finished one, and reads no form of it', async () => {
    const volunteer = userIds.get('志愿人员')!;
    const open = await h.handle.db
      .selectDistinct({ child: tasks.child })
      .from(tasks)
      .where(
        and(eq(tasks.volunteer, volunteer), isNull(tasks.deleted_at), inArray(tasks.state, [...TASK_PUNCHABLE_STATES])),
      );
    const openIds = open.map((r) => r.child);
    const finished = await h.handle.db
      .selectDistinct({ child: tasks.child })
      .from(tasks)
      .innerJoin(children, eq(children.id, tasks.child))
      .where(
        and(
          eq(tasks.volunteer, volunteer),
          isNull(tasks.deleted_at),
          notInArray(tasks.state, [...TASK_PUNCHABLE_STATES]),
          eq(children.character_gta, false),
          openIds.length ? notInArray(tasks.child, openIds) : undefined,
        ),
      );
    expect(openIds.length).toBeGreaterThan(0);
    expect(finished.length).toBeGreaterThan(0);

    const seen = (await get('志愿人员', `/api/child/detail?id=${openIds[0]}`)).json().detail;
    expect(seen.information).toEqual({});
    expect(seen.helpers).toEqual({});
    expect(typeof seen.child_name).toBe('string');
    expect(seen.child_name).toContain('*');
    expect((await get('志愿人员', `/api/child/detail?id=${finished[0].child}`)).statusCode).toBe(404);
    const listed = (
      await get(
        '志愿人员',
        `/api/child/list/for/ids?ids=${finished
          .map((r) => r.child)
          .slice(0, 50)
          .join(',')}`,
      )
    ).json();
    expect(listed.total).toBe(0);
  });
});
