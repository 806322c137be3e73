/**
 * The steps of tests/server/child-data-walk.test.ts (split from it): every call that returns child data, how the walk
 * builds its URL for a caller, and how a contract is found to return child data (the fields of its response schema).
 */
import type { Contract } from '../../domain/contracts/define';
import type { ChildDataKind } from '../../domain/disclosure';
import type { Role } from '../../domain/roles';

/**
 * Response fields that make a call one that returns child data (`journal_information`: a review journal's reason is
 * free text about a child, issue 28).
 */
export const CHILD_FIELDS = /^(child_name|child_idnumber|task_child_name|helpers|helper_names|journal_information)$/;

/** What the walk knows of the caller when it builds a URL. */
export type Ctx = {
  role: Role;
  userId: number;
  ids: (listPath: string, query?: string) => Promise<number[]>;
  childIds: () => Promise<number[]>;
  /** The ID numbers of these children (a reference number when none). */
  idnumbersOf: (ids: number[]) => Promise<string[]>;
};
/** One walked call: its kind of child data and its URL for a caller (a detail takes an id of its list, else a reference role's). */
export type Step = {
  kind: ChildDataKind;
  url: (c: Ctx) => Promise<string> | string;
  detailOf?: { list: string; query?: string };
};

export const CHILD_LIST = '/api/child/list/for/department/village/level/character/genre/keyword';
const list = (kind: ChildDataKind, path: string, query = '') => ({
  kind,
  url: () => `${path}?page=1&size=100${query}`,
});
const detail = (kind: ChildDataKind, path: string, listPath: string, query = ''): Step => ({
  kind,
  url: () => path,
  detailOf: { list: listPath, query },
});

/** Every call that returns child data, by `${method} ${path}`. */
export const WALK: Record<string, Step> = {
  [`GET ${CHILD_LIST}`]: list('list', CHILD_LIST),
  'GET /api/child/list/for/genre': list('list', '/api/child/list/for/genre'),
  'GET /api/child/list/for/twins': list('list', '/api/child/list/for/twins'),
  'GET /api/child/list/for/assistant/genre': {
    kind: 'list',
    url: (c) => `/api/child/list/for/assistant/genre?assistant=${c.userId}`,
  },
  'GET /api/child/list/for/controller/genres/keyword': {
    kind: 'list',
    url: (c) => `/api/child/list/for/controller/genres/keyword?controller=${c.userId}`,
  },
  'GET /api/child/list/for/dominator/genres/keyword': {
    kind: 'list',
    url: (c) => `/api/child/list/for/dominator/genres/keyword?dominator=${c.userId}`,
  },
  'GET /api/child/list/for/helper/genre': {
    kind: 'list',
    url: (c) => `/api/child/list/for/helper/genre?helper=${c.userId}`,
  },
  'GET /api/child/list/for/ids': {
    kind: 'list',
    url: async (c) => `/api/child/list/for/ids?ids=${(await c.childIds()).slice(0, 60).join(',')}`,
  },
  'GET /api/child/list/for/idnumbers': {
    kind: 'list',
    url: async (c) =>
      `/api/child/list/for/idnumbers?idnumbers=${(await c.idnumbersOf((await c.childIds()).slice(0, 20))).join(',')}`,
  },
  'GET /api/child/list/for/idnumbers/real': {
    kind: 'list',
    url: async (c) =>
      `/api/child/list/for/idnumbers/real?idnumbers=${(await c.idnumbersOf((await c.childIds()).slice(0, 20))).join(',')}`,
  },
  'GET /api/child/detail': detail('detail', '/api/child/detail', CHILD_LIST),
  'GET /api/child/detail/for/idnumber': detail('detail', '/api/child/detail/for/idnumber', CHILD_LIST),
  'GET /api/apply/list/for/auditor': list('applies', '/api/apply/list/for/auditor'),
  'GET /api/apply/detail': detail('applies', '/api/apply/detail', '/api/apply/list/for/auditor'),
  'GET /api/record/list': list('records', '/api/record/list'),
  'GET /api/record/list/for/mix': list('records', '/api/record/list/for/mix'),
  'GET /api/record/list/for/ids': {
    kind: 'records',
    url: async (c) => `/api/record/list/for/ids?ids=${(await c.ids('/api/record/list')).slice(0, 20).join(',') || 1}`,
  },
  'GET /api/record/detail': detail('records', '/api/record/detail', '/api/record/list'),
  'GET /api/subsin/list/for/mix': list('sins', '/api/subsin/list/for/mix'),
  'GET /api/denounce/list/for/mix': list('denounces', '/api/denounce/list/for/mix'),
  'GET /api/denounce/adjunct/list/for/mix': list('adjuncts', '/api/denounce/adjunct/list/for/mix'),
  'GET /api/denounce/detail': detail('denounces', '/api/denounce/detail', '/api/denounce/list/for/mix'),
  'GET /api/task/list/for/mix': list('tasks', '/api/task/list/for/mix'),
  'GET /api/task/list/for/mix/long': list('tasks', '/api/task/list/for/mix/long'),
  'GET /api/task/detail': detail('tasks', '/api/task/detail', '/api/task/list/for/mix'),
  'GET /api/plan/list/for/mix': list('plans', '/api/plan/list/for/mix'),
  'GET /api/plan/list/for/volunteer': list('plans', '/api/plan/list/for/volunteer'),
  'GET /api/plan/list/for/child': {
    kind: 'plans',
    url: async (c) => `/api/plan/list/for/child?child=${(await c.childIds())[0] ?? 1}`,
  },
  'GET /api/plan/detail': detail('plans', '/api/plan/detail', '/api/plan/list/for/mix'),
  // the tasks a plan produced (issue 28): read as the plan is
  'GET /api/plan/tasks': {
    kind: 'plans',
    url: async (c) => `/api/plan/tasks?id=${(await c.ids('/api/plan/list/for/mix'))[0] ?? 1}&page=1&size=100`,
  },
  'GET /api/risk/list': list('risk', '/api/risk/list'),
  'GET /api/risk/detail': detail('risk', '/api/risk/detail', '/api/risk/list'),
  'GET /api/allowance/list/for/mix': list('allowance', '/api/allowance/list/for/mix'),
  'GET /api/allowance/kid/list/for/audit': list('allowance', '/api/allowance/kid/list/for/audit'),
  'GET /api/allowance/warning/list': list('allowance', '/api/allowance/warning/list'),
  'GET /api/allowance/detail': detail('allowance', '/api/allowance/detail', '/api/allowance/list/for/mix'),
  'GET /api/warning/children': list('warnings', '/api/warning/children', '&kind=unserved'),
  'GET /api/warning/tasks': list('warnings', '/api/warning/tasks'),
  // the review journals (issue 28): a reviewer's own (the centre's: every reviewer's), and a child's
  'GET /api/journal/list/for/creator/types': list('journals', '/api/journal/list/for/creator/types'),
  'GET /api/journal/list/for/child': {
    kind: 'journals',
    url: async (c) => `/api/journal/list/for/child?child=${(await c.childIds())[0] ?? 1}&page=1&size=100`,
  },
};

/** The fields a response schema names, at any depth. */
export function fieldNames(schema: unknown, out = new Set<string>(), depth = 0): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def as
    Record<string, unknown> | undefined;
  if (!def || depth > 12) return out;
  const inner = (s: unknown) => fieldNames(s, out, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
        out.add(k);
        inner(v);
      }
      break;
    case 'array':
      inner(def.element);
      break;
    case 'record':
      inner(def.valueType);
      break;
    case 'union':
      for (const o of def.options as unknown[]) inner(o);
      break;
    case 'pipe':
      inner(def.in);
      inner(def.out);
      break;
    default:
      if ('innerType' in def) inner(def.innerType);
  }
  return out;
}

export const returnsChildData = (c: Contract) => [...fieldNames(c.response)].some((k) => CHILD_FIELDS.test(k));
