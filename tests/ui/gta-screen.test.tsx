/**
 * The gta screen (issue 17; req gta §2, §6, §9, §7): the nine tabs in the spec's order with the screen's own
 * among the form's; 跨部门信息 with its update times (无 for none) and, for a department's escort role, its own
 * fields editable and the others' read-only; a failed save that says so and keeps the text; 设为联络员 on the task
 * force; the persuasion log of a purple-level minor with its messages and a failed save that keeps the form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const detail = (important: Record<string, unknown>, helpers: Record<string, unknown> = {}) => ({
  detail: {
    id: 5,
    version: 3,
    department_name: '昭阳街道',
    village_name: '水关居委会',
    level: '零级',
    updated_at: '2026-11-20T01:00:00.000Z',
    labels: [],
    character_gta: true,
    character_gta_quit: false,
    helpers,
    information: { important: { child_name: '陈*华', ...important }, investigate_gta: {} },
    image_urls: {},
  },
});
/** The titles of the form's top-level tabs (the tab bar holding 未成年人基本信息). */
const formTabs = () =>
  within(screen.getByRole('tab', { name: '未成年人基本信息' }).closest('[role=tablist]') as HTMLElement)
    .getAllByRole('tab')
    .map((t) => t.textContent);
const PATH = '/childDetail/childTables?id=5&state=仅查看&genre=gta';
const log = (id: number, photos: number) => ({
  id,
  record_child: 5,
  record_user: 9,
  record_datetime: '2026-11-20T01:30:00.000Z',
  record_state: '成功',
  created_at: '2026-11-20T02:00:00.000Z',
  version: 1,
  mine_to_change: true,
  record_information: {
    record_source: '检察领导',
    record_user_name: '李明',
    record_user_cellphone: '13900000008',
    record_attenders: ['张老师'],
    record_content: `第${id}次劝导`,
    record_images: Array.from({ length: photos }, (_, i) => ({ url: `image/p${id}-${i}.png`, suffix: 'png' })),
  },
});

describe('the gta screen', () => {
  it("shows the tabs in the spec's order and lets 公安护航 change only the case counts", async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('公安护航') },
      'GET /api/child/detail': {
        body: detail({ escort_level: '紫色', escort_crime_number: '1', escort_noncrime_number_timestamp: 0 }),
      },
      'GET /api/subsin/list/for/mix': { body: { total: 0, list: [] } },
      'GET /api/record/persuasion/list': { body: { total: 0, list: [], image_urls: {}, may_add: false } },
      'PUT /api/child/important': { status: 500, body: { code: 'INTERNAL', message: '服务器内部错误' } },
    });
    renderApp(PATH, { signedIn: true });
    await screen.findByRole('tab', { name: '综合评价' });
    expect(formTabs()).toEqual([
      '未成年人基本信息',
      '跨部门信息',
      '家庭情况',
      '专班人员',
      '边缘认定信息',
      '帮教措施',
      '动态管理信息',
      '劝导记录',
      '综合评价',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '跨部门信息' }));
    expect(await screen.findByText('违法案件数更新时间')).toBeTruthy();
    expect(screen.getAllByText('无').length).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: /编辑跨部门信息/ }));
    fireEvent.click(await screen.findByRole('tab', { name: '司法局' }));
    expect(await screen.findByText('司法局信息')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入司法局信息')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '公安局' }));
    const count = await screen.findByPlaceholderText('请输入犯罪案件数');
    fireEvent.change(count, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/child/important')).toHaveLength(1));
    expect(api.callsTo('PUT /api/child/important')[0].body).toMatchObject({
      id: 5,
      version: 3,
      important: { escort_crime_number: '4', escort_level: '紫色' },
    });
    expect(await screen.findByText(/^保存失败：/)).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入犯罪案件数') as HTMLInputElement).value).toBe('4');
  });

  it('hides the task force for 正常 and the persuasion log below 紫色; 检察人员 has no edit button and reads the dynamic records', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('检察人员') },
      'GET /api/child/detail': { body: detail({ escort_level: '红色', escort_genre: '正常' }) },
      'GET /api/subsin/list/for/mix': {
        body: {
          total: 1,
          list: [
            {
              id: 1,
              subsin_sin: 2,
              subsin_child: 5,
              subsin_state: '已匹配',
              subsin_genre_sin: '夜不归宿',
              subsin_genre_upload: '公安上报',
              subsin_datetime_upload: '2026-11-20T01:00:00.000Z',
              subsin_information: { child_name: '陈*华', child_idnumber: '321281*********123', subsin_times: 2 },
              sin_information: { sin_department_name: '公安局', sin_title: '深夜网吧检查' },
            },
          ],
        },
      },
    });
    renderApp(PATH, { signedIn: true });
    await screen.findByRole('tab', { name: '帮教措施' });
    expect(formTabs()).toEqual([
      '未成年人基本信息',
      '跨部门信息',
      '家庭情况',
      '边缘认定信息',
      '帮教措施',
      '动态管理信息',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '跨部门信息' }));
    expect(await screen.findByText('违法案件数更新时间')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编辑跨部门信息/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '动态管理信息' }));
    const row = (await screen.findByText('深夜网吧检查')).closest('tr') as HTMLElement;
    expect(within(row).getByText('公安局')).toBeTruthy();
    expect(within(row).getByText('夜不归宿')).toBeTruthy();
    expect(api.callsTo('GET /api/subsin/list/for/mix')[0].query.get('child')).toBe('5');
  });

  it('opens edu_gta on the same screen', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('检察人员') },
      'GET /api/child/detail': { body: detail({ escort_level: '红色', escort_genre: '正常' }) },
      'GET /api/subsin/list/for/mix': { body: { total: 0, list: [] } },
    });
    renderApp(PATH.replace('genre=gta', 'genre=edu_gta'), { signedIn: true });
    await screen.findByRole('tab', { name: '动态管理信息' });
    expect(formTabs()).toEqual([
      '未成年人基本信息',
      '跨部门信息',
      '家庭情况',
      '边缘认定信息',
      '帮教措施',
      '动态管理信息',
    ]);
  });

  it('lets 检察领导 set a task-force member as liaison officer after confirming', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('检察领导') },
      'GET /api/child/detail': {
        body: detail(
          { escort_level: '红色', escort_genre: '专班' },
          {
            escort_group_mate_one: {
              id: 30,
              nickname: '周*',
              cellphone: '13500000001',
              state: '同意',
              company: '昭阳派出所',
              career: '民警',
              escort: false,
            },
          },
        ),
      },
      'GET /api/child/appraise/list': { body: { list: [] } },
      'PUT /api/child/liaison': { body: { id: 5, version: 4 } },
    });
    renderApp(PATH, { signedIn: true });
    fireEvent.click(await screen.findByRole('tab', { name: '专班人员' }));
    const row = (await screen.findByText('护航专班成员一')).closest('tr') as HTMLElement;
    expect(within(row).getByText('昭阳派出所 · 民警')).toBeTruthy();
    expect(screen.getAllByText('空缺').length).toBe(8);
    fireEvent.click(within(row).getByRole('button', { name: '设为联络员' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/child/liaison')).toHaveLength(1));
    expect(api.callsTo('PUT /api/child/liaison')[0].body).toEqual({
      id: 5,
      version: 3,
      slot: 'escort_group_mate_one',
      escort: true,
    });
    expect(await screen.findByText('已设为联络员')).toBeTruthy();
  });

  it('lists the persuasion logs with three thumbnails and +N, asks for each missing part and keeps what was typed', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('教育护航') },
      'GET /api/child/detail': { body: detail({ escort_level: '紫色' }) },
      'GET /api/child/appraise/list': { body: { list: [] } },
      'GET /api/record/persuasion/list': { body: { total: 1, list: [log(1, 5)], image_urls: {}, may_add: true } },
      'POST /api/record/persuasion': { status: 503, body: { code: 'UNAVAILABLE', message: '服务暂不可用' } },
    });
    renderApp(PATH, { signedIn: true });
    fireEvent.click(await screen.findByRole('tab', { name: '劝导记录' }));
    const row = (await screen.findByText('第1次劝导')).closest('tr') as HTMLElement;
    expect(within(row).getAllByAltText('劝导照片')).toHaveLength(3);
    expect(within(row).getByText('+2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新增劝导记录/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入参与人员')).toBeTruthy();
    expect(await within(dialog).findByText('请输入劝导详情')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('劝导详情'), { target: { value: '在网吧门口劝导其回家' } });
    fireEvent.change(within(dialog).getByLabelText('参与人员'), { target: { value: '张老师、李警官' } });
    await waitFor(() => expect(within(dialog).queryByText('请输入参与人员')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请至少上传一张劝导照片')).toBeTruthy();
    expect(api.callsTo('POST /api/record/persuasion')).toHaveLength(0);
    expect((within(dialog).getByLabelText('劝导详情') as HTMLTextAreaElement).value).toBe('在网吧门口劝导其回家');
  });
});
