/**
 * Supervision templates (req supervise §1 /supervise): kept by 督查领导 only, changed at the version read and retired;
 * a template without items or with a wrong kind is refused and nothing is created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { future, ITEMS, startSupervise, type SuperviseSetup } from './supervise-setup';

let h: SuperviseSetup['h'];
let as: SuperviseSetup['as'];
let village: number, inspector: number;
let template: SuperviseSetup['template'];

beforeAll(async () => {
  ({ h, as, village, inspector, template } = await startSupervise());
});
afterAll(async () => {
  await h.close();
});

describe('supervise templates', () => {
  it('are kept by 督查领导 only, changed at the version read and retired', async () => {
    const made = await template();
    const list = (await as('督查领导').get('/api/supervise/template/list?size=100')).json();
    expect(list.list.find((t: { id: number }) => t.id === made.id)).toMatchObject({
      template_title: '测试督查表',
      template_state: '启用',
      template_items: ITEMS,
      in_use: 0,
    });
    for (const role of ['督查人员', '中心领导', '儿童主任'] as Role[]) {
      expect((await as(role).get('/api/supervise/template/list')).statusCode, role).toBe(403);
      expect(
        (await as(role).post('/api/supervise/template', { template_title: 'x', template_items: ITEMS })).statusCode,
        role,
      ).toBe(403);
    }
    const changed = await as('督查领导').put('/api/supervise/template', {
      id: made.id,
      version: made.version,
      template_title: '改名督查表',
      template_items: ITEMS.slice(0, 2),
    });
    expect(changed.statusCode).toBe(200);
    const stale = await as('督查领导').put('/api/supervise/template', {
      id: made.id,
      version: made.version,
      template_title: '再改',
      template_items: ITEMS,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const retired = await as('督查领导').put('/api/supervise/template/state', {
      id: made.id,
      version: changed.json().version,
      template_state: '停用',
    });
    expect(retired.statusCode).toBe(200);
    const refused = await as('督查领导').post('/api/supervise/list', {
      supervise_template: made.id,
      supervise_inspector: inspector,
      supervise_village: village,
      supervise_deadline: future(3),
    });
    expect([refused.statusCode, refused.json().fieldErrors[0]]).toEqual([
      400,
      { field: 'supervise_template', message: '该模板不存在或已停用' },
    ]);
  });

  it('refuses a template without items or with a wrong kind, and creates nothing', async () => {
    const before = (await as('督查领导').get('/api/supervise/template/list')).json().total;
    const empty = await as('督查领导').post('/api/supervise/template', { template_title: '空表', template_items: [] });
    expect([empty.statusCode, empty.json().fieldErrors[0].message]).toEqual([400, '请至少添加一个检查项']);
    const wrong = await as('督查领导').post('/api/supervise/template', {
      template_title: '错表',
      template_items: [{ key: 'a1', text: '项', kind: '打勾' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect((await as('督查领导').get('/api/supervise/template/list')).json().total).toBe(before);
  });
});
