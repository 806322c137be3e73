/**
 * The probes of the areas built on the child calls (split from tests/server/children-roles-probes.ts): a valid call of
 * each contract, and what a role holding its permission may be answered.
 */
import { DEFAULT_SETTINGS } from '../../domain/configuration';

/** An id no row has. */
export const MISSING = 2_147_483_000;

export type Probe = { query?: string; body?: unknown; allowed: number[] };
export const LIST = { allowed: [200] };

/** A well-formed persuasion log (issue 17) whose photo was never issued: every probe of it stops before that check. */
const LOG = {
  record_datetime: '2026-11-20T09:30:00+08:00',
  record_attenders: ['张老师'],
  record_content: '劝导',
  record_images: [{ url: 'image/x.png', suffix: 'png' }],
};

const WHEN = '2026-11-20T09:30:00+08:00';
const PERIOD = 'begin=2026-01-01&end=2026-12-31';
const CHECKLIST = [{ key: 'a1', text: '探测', kind: '是否' }];
const MEETING = {
  meeting_datetime: WHEN,
  meeting_title: '探测',
  meeting_place: '探测',
  meeting_host: '探测',
  meeting_attendees: ['探测'],
};

export const AREA_PROBES: Record<string, Probe> = {
  // the review journals (issue 16; the child's list: issue 28 "Journals are shown")
  'POST /api/journal': { body: { journal_type: '儿双初过', journal_link: MISSING }, allowed: [404, 409] },
  'GET /api/journal/list/for/creator/types': LIST,
  'GET /api/journal/list/for/child': { query: `child=${MISSING}`, allowed: [404] },
  'GET /api/record/persuasion/list': { query: `child=${MISSING}`, allowed: [404] },
  'GET /api/record/persuasion/detail': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/record/persuasion': { body: { child: MISSING, ...LOG }, allowed: [404] },
  'PUT /api/record/persuasion': { body: { id: MISSING, version: 1, ...LOG }, allowed: [404] },
  'DELETE /api/record/persuasion': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'DELETE /api/record/persuasion/batch': { body: { ids: [MISSING] }, allowed: [404] },
  'GET /api/sin/list/for/mix': LIST,
  'GET /api/sin/list/for/ids': { query: `ids=[${MISSING}]`, allowed: [200] },
  'GET /api/sin/detail': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/sin': {
    body: {
      sin_genre: '其他',
      sin_title: '探测',
      sin_datetime: WHEN,
      subsins: [{ child_name: '张三', child_idnumber: '32128120100101001X', subsin_times: 1 }],
    },
    allowed: [200],
  },
  'PUT /api/sin': {
    body: { id: MISSING, version: 1, sin_genre: '其他', sin_title: '探测', sin_datetime: '2026-11-20T09:30:00+08:00' },
    allowed: [404],
  },
  'POST /api/intersect/sin/subsins/put/childs': { body: { sin: MISSING }, allowed: [404] },
  'GET /api/subsin/list/for/mix': LIST,
  'GET /api/denounce/list/for/mix': LIST,
  'GET /api/denounce/detail': { query: `id=${MISSING}`, allowed: [404] },
  'GET /api/denounce/count/for/sources/states': LIST,
  'POST /api/denounce': {
    body: { denounce_source: '边缘', reporter_name: '探测', content: '探测', happened_at: '2026-11-20T09:30:00+08:00' },
    allowed: [200],
  },
  'PUT /api/denounce/dispatch': { body: { id: MISSING, version: 1, departments: [1] }, allowed: [404] },
  'PUT /api/denounce/reject': { body: { id: MISSING, version: 1, reason: '探测' }, allowed: [404] },
  'POST /api/denounce/task': {
    body: {
      id: MISSING,
      version: 1,
      volunteer: 1,
      date_begin: '2026-11-20T09:30:00+08:00',
      date_limit: '2026-11-21T09:30:00+08:00',
      task_name: '探测',
    },
    allowed: [404],
  },
  'PUT /api/denounce/adjunct': { body: { id: MISSING, version: 1, move: 'receive' }, allowed: [404] },
  'PUT /api/denounce/adjunct/review': { body: { id: MISSING, version: 1, move: 'close' }, allowed: [404] },
  'GET /api/denounce/adjunct/list/for/mix': LIST,
  'GET /api/denounce/adjunct/counts/for/department/sources': LIST,
  'GET /api/score/list/for/sources/prizestates/begin/end': LIST,
  'GET /api/score/totals': LIST,
  'POST /api/score': { body: { volunteer: MISSING, points: 1, reason: '探测' }, allowed: [400] },
  'PUT /api/score': { body: { id: MISSING, version: 1, prizestate: '已领取' }, allowed: [404] },
  'GET /api/prize/list/for/max/min': LIST,
  'GET /api/prize/detail': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/prize': { body: { prize_name: '探测', prize_points: 1, prize_stock: 1 }, allowed: [200] },
  'PUT /api/prize': {
    body: { id: MISSING, version: 1, prize_name: '探测', prize_points: 1, prize_stock: 1 },
    allowed: [409],
  },
  'DELETE /api/prize': { body: { id: MISSING, version: 1 }, allowed: [409] },
  'POST /api/prize/redeem': { body: { prize: MISSING, volunteer: MISSING }, allowed: [400] },
  'GET /api/meeting/list/for/mix': LIST,
  'GET /api/meeting/detail': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/meeting': { body: MEETING, allowed: [200] },
  'PUT /api/meeting': { body: { id: MISSING, version: 1, ...MEETING }, allowed: [404] },
  'DELETE /api/meeting': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'GET /api/meeting/statistic': LIST,
  'GET /api/supervise/template/list': LIST,
  'POST /api/supervise/template': { body: { template_title: '探测', template_items: CHECKLIST }, allowed: [200] },
  'PUT /api/supervise/template': {
    body: { id: MISSING, version: 1, template_title: '探测', template_items: CHECKLIST },
    allowed: [404],
  },
  'PUT /api/supervise/template/state': { body: { id: MISSING, version: 1, template_state: '停用' }, allowed: [404] },
  'GET /api/supervise/list/for/mix': LIST,
  'GET /api/supervise/list/detail': { query: `id=${MISSING}`, allowed: [404] },
  'GET /api/supervise/inspectors': LIST,
  'POST /api/supervise/list': {
    body: {
      supervise_template: MISSING,
      supervise_inspector: MISSING,
      supervise_village: MISSING,
      supervise_deadline: '2099-01-01',
    },
    allowed: [400],
  },
  'PUT /api/supervise/list/record': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'PUT /api/supervise/list/review': { body: { id: MISSING, version: 1, move: 'confirm' }, allowed: [404] },
  'DELETE /api/supervise/list': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'GET /api/label/list': LIST,
  // a new name per role would be needed for 200: the second keeper's is a duplicate
  'POST /api/label': { body: { label_name: '探测标签' }, allowed: [200, 400] },
  'PUT /api/label': { body: { id: MISSING, version: 1, label_name: '探测' }, allowed: [404] },
  'DELETE /api/label': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'PUT /api/label/children': { body: { id: MISSING, add: [1] }, allowed: [404] },
  'GET /api/configuration/detail': { query: `id=${MISSING}`, allowed: [404] },
  'PUT /api/configuration': {
    body: { id: MISSING, version: 1, configuration_value: DEFAULT_SETTINGS },
    allowed: [404],
  },
  'GET /api/statistic/for/show': { query: 'type=tasks&year=2026', allowed: [200] },
  'GET /api/statistic/list/with/percentage/for/begin/end': { query: PERIOD, allowed: [200] },
  // another town (here: none) is 404 to a town leader, an empty table to the centre
  'GET /api/statistic/list/with/percentage/for/department/begin/end': {
    query: `department=${MISSING}&${PERIOD}`,
    allowed: [200, 404],
  },
  'GET /api/statistic/list/with/teacher': { query: PERIOD, allowed: [200] },
  'GET /api/statistic/for/summer': { query: 'season=summer&year=2026', allowed: [200] },
  'GET /api/statistic/with/summer/total': { query: 'season=weekend&year=2026', allowed: [200] },
  'GET /api/statistic/summer/complex': { query: 'season=winter&year=2026', allowed: [200] },
  'GET /api/statistic/complex/village': { query: PERIOD, allowed: [200] },
  'GET /api/statistic/complex/by/week': { query: PERIOD, allowed: [200] },
  'GET /api/statistic/complex/village/by/week': { query: `department=${MISSING}&${PERIOD}`, allowed: [200, 404] },
  'GET /api/statistic/with/gta': { query: PERIOD, allowed: [200] },
  'GET /api/statistic/export': { query: `view=gta&${PERIOD}`, allowed: [200] },
  'GET /api/allowance/kid/list/for/audit': LIST,
  'PUT /api/allowance/kid': {
    body: { child: MISSING, allowance_bank: '探测', allowance_account: '6216600000000000000', allowance_payee: '探测' },
    allowed: [404],
  },
  'GET /api/allowance/list/for/mix': LIST,
  'GET /api/allowance/detail': { query: `id=${MISSING}`, allowed: [404] },
  'POST /api/allowance': { body: { child: MISSING, allowance_month: '2031-01', allowance_amount: 1 }, allowed: [404] },
  'PUT /api/allowance': { body: { id: MISSING, version: 1, allowance_amount: 1 }, allowed: [404] },
  'DELETE /api/allowance': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'PUT /api/allowance/check': { body: { state: '核过', items: [{ id: MISSING, version: 1 }] }, allowed: [404] },
  'PUT /api/allowance/approve': { body: { state: '批过', items: [{ id: MISSING, version: 1 }] }, allowed: [404] },
  'GET /api/allowance/month/list': LIST,
  'GET /api/allowance/warning/list': LIST,
  // a month with nothing approved: 409 before any sheet is made
  'GET /api/allowance/export': { query: 'month=2031-01', allowed: [409] },
  'GET /api/allowance/import/template': LIST,
  'POST /api/allowance/import': {
    body: { allowance_month: '2031-01', file: 'UEsDBA==', dry_run: true },
    allowed: [400],
  },
  'GET /api/filetransfer/list/for/mix': LIST,
  'GET /api/filetransfer/list/for/ids': { query: `ids=${MISSING}`, ...LIST },
  'GET /api/filetransfer/detail': { query: `id=${MISSING}`, allowed: [404] },
  // nobody picked: 400 before anything is written
  'POST /api/filetransfer': { body: { filetransfer_subject: '探测', recipients: [] }, allowed: [400] },
  'PUT /api/filetransfer': { body: { action: '撤回', id: MISSING, version: 1 }, allowed: [404] },
  'GET /api/filetransfer/list/for/recipients': LIST,
  'POST /api/file/attachment': { allowed: [400] },
  'GET /api/lexicon/list': LIST,
  'PUT /api/lexicon/for/ids': {
    body: {
      list: [
        {
          id: MISSING,
          version: 1,
          lexicon_group: '工单退回原因',
          lexicon_word: '探测',
          lexicon_order: 1,
          lexicon_enabled: true,
        },
      ],
    },
    allowed: [404],
  },
  'POST /api/wechat/send/message': { body: { to: MISSING, title: '探测', body: '探测' }, allowed: [400] },
  'GET /api/notification/list': LIST,
  'GET /api/user/list/for/role': LIST,
  'GET /api/user/detail': { query: `id=${MISSING}`, allowed: [404] },
  'GET /api/user/check/cellphone': { query: 'cellphone=13999999999', allowed: [200] },
  'POST /api/user': {
    body: { cellphone: '13999999999', nickname: '探测', role: '志愿人员', department_id: MISSING, village_id: null },
    allowed: [400],
  },
  'PUT /api/user': {
    body: { id: MISSING, version: 1, nickname: '探测', role: '志愿人员', department_id: null, village_id: null },
    allowed: [404],
  },
  'PUT /api/user/password/reset': { body: { id: MISSING, version: 1 }, allowed: [404] },
  'PUT /api/user/state': { body: { id: MISSING, version: 1, state: '激活' }, allowed: [404] },
  'PUT /api/user/password': {
    body: { old_password: 'not-the-password', new_password: 'Another#2026' },
    allowed: [400],
  },
  'GET /api/account/register/places': LIST,
  // public: the first probe sends a code, the next ones of the minute are 429
  'POST /api/account/sms': { body: { cellphone: '13812345678' }, allowed: [200, 429] },
  'POST /api/account/register': {
    body: {
      cellphone: '13812345678',
      code: '123456',
      nickname: '探测',
      department_id: MISSING,
      village_id: MISSING,
      password: 'Probe#2026',
      agreement: true,
    },
    allowed: [400],
  },
  'GET /api/account/register/list': LIST,
  'GET /api/account/register/count': LIST,
  'PUT /api/account/register/review': { body: { id: MISSING, version: 1, decision: '激活' }, allowed: [404] },
  'GET /api/warning/summary': LIST,
  'GET /api/warning/children': { query: 'kind=adult', ...LIST },
  'GET /api/warning/tasks': LIST,
  'GET /api/warning/villages': LIST,
  'GET /api/warning/export': { query: 'kind=no_director', allowed: [200] },
};
