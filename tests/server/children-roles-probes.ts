/**
 * The probes of tests/server/children-roles.test.ts (split from it): a valid call of each child and apply contract,
 * and what a role holding its permission may be answered; the tags that walk covers.
 */

import { AREA_PROBES, LIST, MISSING, type Probe } from './area-probes';

const slot = [{ slot: 'worker', user: null }];

const CHILD_PROBES: Record<string, Probe> = {
  'GET /api/child/count/for/idnumber': { query: 'idnumber=320000000000000000', allowed: [200] },
  'GET /api/child/detail': { query: `id=${MISSING}`, allowed: [404] },
  'GET /api/child/detail/for/idnumber': { query: 'idnumber=320000000000000000', allowed: [404] },
  'GET /api/child/list/for/department/village/level/character/genre/keyword': LIST,
  'GET /api/child/list/for/ids': { query: 'ids=[1,2]', ...LIST },
  'GET /api/child/list/for/idnumbers': { query: 'idnumbers=["320000000000000000"]', ...LIST },
  'GET /api/child/list/for/idnumbers/real': { query: 'idnumbers=["320000000000000000"]', ...LIST },
  'GET /api/child/list/for/controller/genres/keyword': { query: 'controller=1', ...LIST },
  'GET /api/child/list/for/dominator/genres/keyword': { query: 'dominator=1', ...LIST },
  'GET /api/child/list/for/helper/genre': { query: 'helper=1', ...LIST },
  'GET /api/child/list/for/assistant/genre': { query: 'assistant=1', ...LIST },
  'GET /api/child/list/for/genre': { query: 'genre=正常', ...LIST },
  'GET /api/child/list/for/twins': LIST,
  'GET /api/child/export': { query: 'village=1', ...LIST },
  'POST /api/child': { body: { character: 'cs', information: {} }, allowed: [400] },
  'POST /api/child/with/id': { body: { id: MISSING, character: 'cs', information: {} }, allowed: [400] },
  'PUT /api/child': { body: { id: MISSING, version: 1, character: 'cs', information: {} }, allowed: [400, 404] },
  'DELETE /api/child': { body: { id: MISSING, version: 1, reason: '测试' }, allowed: [404] },
  'PUT /api/child/restore': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'PUT /api/child/gta/quit': { body: { id: MISSING, version: 1, quit: true, reason: '测试' }, allowed: [404] },
  'PUT /api/child/helpers': { body: { id: MISSING, version: 1, helpers: slot }, allowed: [404] },
  'PUT /api/child/classification': {
    body: { id: MISSING, version: 1, level: '一级', ranking: '一级', emphasis: true, reason: '测试' },
    allowed: [404],
  },
  'PUT /api/child/dominator': { body: { id: MISSING, version: 1, dominator: null, reason: '测试' }, allowed: [404] },
  'GET /api/child/classification/list': { query: `id=${MISSING}`, allowed: [404] },
  'PUT /api/child/manager': { body: { id: MISSING, version: 1, manager: 1 }, allowed: [404] },
  'GET /api/child/appraise/list': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/child/appraise': { body: { id: MISSING, result: '好', content: '表现良好' }, allowed: [404] },
  'PUT /api/child/appraise': {
    body: { id: MISSING, appraise_id: '0123456789ab', result: '好', content: '表现良好' },
    allowed: [404],
  },
  'DELETE /api/child/appraise': { body: { id: MISSING, appraise_id: '0123456789ab' }, allowed: [404] },
  'PUT /api/child/important': {
    body: { id: MISSING, version: 1, important: { escort_level: '紫色' } },
    allowed: [404],
  },
  'PUT /api/child/gta/form': {
    body: { id: MISSING, version: 1, tab: 'help', values: { help_law: true } },
    allowed: [404],
  },
  'PUT /api/child/liaison': {
    body: { id: MISSING, version: 1, slot: 'escort_group_leader', escort: true },
    allowed: [404],
  },
  'POST /api/child/reveal': { body: {}, allowed: [200] },
  'GET /api/child/reveal': { allowed: [200] },
  'DELETE /api/child/reveal': { allowed: [200] },
  'GET /api/apply/detail': { query: `id=${MISSING}`, allowed: [404] },
  'GET /api/apply/list/for/auditor': LIST,
  'GET /api/apply/count/for/auditor': LIST,
  'POST /api/apply': {
    body: {
      apply_genre: '儿童创建',
      apply_information: { information: { child: { character: 'cs', information: {} } } },
    },
    allowed: [400],
  },
  'PUT /api/apply': { body: { id: MISSING, version: 1, apply_state: '初过' }, allowed: [404] },
  'PUT /api/apply/content': {
    body: {
      id: MISSING,
      version: 1,
      apply_information: { information: { child: { character: 'cs', information: {} } } },
    },
    allowed: [400, 404],
  },
  'POST /api/apply/helpers': { body: { link_id: MISSING, helpers: slot }, allowed: [404] },
  'DELETE /api/apply': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'GET /api/risk/list': LIST,
  'GET /api/risk/detail': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/risk': { body: { apply_genre: '原始风险评估', link_id: MISSING, values: {} }, allowed: [400] },
  'PUT /api/risk': { body: { id: MISSING, version: 1, values: {} }, allowed: [404] },
  'PUT /api/risk/review': { body: { id: MISSING, version: 1, apply_state: '初过' }, allowed: [404] },
};

/** Every probe: the child and apply calls' and the other areas' (area-probes.ts). */
export { MISSING };
export const PROBES: Record<string, Probe> = { ...CHILD_PROBES, ...AREA_PROBES };

/** The tags walked here: the child and apply calls and the areas built on them. */
export const TAGS = [
  'child',
  'apply',
  'sin',
  'denounce',
  'score',
  'meeting',
  'configuration',
  'statistic',
  'supervise',
  'label',
  'filetransfer',
  'lexicon',
  'wechat',
  'risk',
  'allowance',
  'account',
  'warning',
  'journal',
];
