/**
 * Menus by role (issue 28 "Menus"): a page a role's menu shows must work for that role. 我的计划 asks the volunteer's
 * plans (plans:query) and each plan's tasks (plans:get), so only the volunteers have it, not the escorts who check in
 * on escort tasks; 帮扶记录 (TaskList1) is the volunteers' help history with 创建交办 (tasks:query, tasks:add), so the
 * roles that give volunteers tasks have it, not 检察领导 (escort tasks: the 护航工单 lists). Rendered: the menus of
 * 检察领导, an escort and a volunteer as the user sees them.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { can } from '../../domain/permissions';
import { GTA_ROLES, ROLES, type Role } from '../../domain/roles';
import { menuResources } from '../../src/shell/resources';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

const titles = (role: Role) => menuResources(role).map((r) => r.title);
const ESCORTS: Role[] = ['公安护航', '司法护航', '检察护航', '教育护航', '乡镇护航'];

describe('the task menu entries each role can use', () => {
  it('offers 我的计划 only to roles holding its calls (the volunteers), and 我的工单 to the escorts still', () => {
    const offered = ROLES.filter((r) => titles(r).includes('我的计划'));
    expect(offered).toEqual(['志愿人员']);
    for (const role of offered) expect([can(role, 'plans', 'query'), can(role, 'plans', 'get')]).toEqual([true, true]);
    for (const role of ESCORTS) {
      expect(titles(role)).not.toContain('我的计划');
      expect(titles(role)).toContain('我的工单');
    }
  });

  it('offers 帮扶记录 to the roles that give tasks: 检察领导 (escort tasks) but no other gta role', () => {
    const offered = ROLES.filter((r) => titles(r).includes('帮扶记录'));
    expect(offered).toEqual(
      expect.arrayContaining(['儿童主任', '儿童社工', '分委领导', '中心领导', '中心管理', '检察领导']),
    );
    for (const role of offered) {
      if (role !== '检察领导') expect(GTA_ROLES).not.toContain(role);
      expect([can(role, 'tasks', 'query'), can(role, 'tasks', 'add')]).toEqual([true, true]);
    }
  });
});

async function menuText(): Promise<string> {
  const sider = await waitFor(() => {
    const el = document.querySelector('.ant-layout-sider');
    if (!el?.textContent?.includes('工作台')) throw new Error('no menu yet');
    return el as HTMLElement;
  });
  return sider.textContent ?? '';
}

describe('the menus as shown', () => {
  const base = (role: Role) => ({
    'GET /api/user/info': { body: userInfo(role) },
    'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  });

  it("检察领导's menu has 帮扶记录 (its 创建交办 gives escort tasks) and no 我的计划", async () => {
    mockApi(base('检察领导'));
    renderApp('/dashboard/workplace', { signedIn: true });
    const menu = await menuText();
    expect(menu).toContain('帮扶记录');
    expect(menu).not.toContain('我的计划');
  });

  it("an escort's menu has 我的工单 but no 我的计划", async () => {
    mockApi({ ...base('公安护航'), 'GET /api/task/list/for/mix': { body: { list: [], total: 0 } } });
    renderApp('/taskList/MyTaskList', { signedIn: true });
    const menu = await menuText();
    expect(menu).toContain('我的工单');
    expect(menu).not.toContain('我的计划');
  });
});
