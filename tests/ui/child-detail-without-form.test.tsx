/**
 * The child detail of a role that reads no form of the child (issue 26; domain/disclosure.ts CHILD_DATA: the
 * volunteer gets the record's columns and `information: {}`): the screen names the child from the record,
 * says the form is not the role's to read instead of drawing an empty form, and of a purple gta minor still
 * offers the persuasion log the volunteer keeps as liaison officer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const record = (extra: Record<string, unknown>) => ({
  id: 3,
  version: 1,
  child_name: '陈*华',
  child_idnumber: '321281*********123',
  department_name: '昭阳街道',
  village_name: '水关居委会',
  level: '零级',
  escort_level: null,
  girl_level: null,
  helpers: {},
  assistants: [],
  updated_at: '2026-11-20T01:00:00.000Z',
  labels: [],
  information: {},
  image_urls: {},
  ...extra,
});
const routes = (detail: Record<string, unknown>) => ({
  'GET /api/user/info': { body: userInfo('志愿人员') },
  'GET /api/child/detail': { body: { detail } },
  'GET /api/task/list/for/mix': { body: { total: 0, list: [] } },
  'GET /api/plan/list/for/child': { body: { total: 0, list: [] } },
  'GET /api/record/persuasion/list': { body: { total: 0, list: [], image_urls: {}, may_add: true } },
});

describe('a child detail without its form', () => {
  it('shows the volunteer the name and places and says the form is not theirs to read', async () => {
    mockApi(routes(record({ character_cs: true })));
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
    expect(await screen.findByText('您的角色不查看儿童的调查表', {}, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByText('陈*华')).toBeTruthy();
    expect(screen.getByText('水关居委会')).toBeTruthy();
    // no empty form is drawn in place of the one the role does not read
    expect(screen.queryByText('儿童基本信息')).toBeNull();
  });

  it('offers the liaison volunteer the persuasion log of a purple minor', async () => {
    mockApi(routes(record({ character_gta: true, escort_level: '紫色' })));
    renderApp('/childDetail/childTables?id=3&state=仅查看&genre=gta', { signedIn: true });
    expect(await screen.findByText('您的角色不查看儿童的调查表', {}, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '劝导记录' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '跨部门信息' })).toBeNull();
  });
});
