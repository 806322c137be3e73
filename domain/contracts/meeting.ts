/**
 * Meetings (req meetings §1 /meeting: MeetingList, MeetingStatistic; req meetings §3 `DELETE meeting`; issue 18): a town's or
 * the centre's meetings on child protection, and how many each town held by month. 分委领导 keeps their own town's
 * meetings (others are 404 to them); the centre keeps every meeting, its own counted as 中心 (town 0).
 */
import { z } from 'zod';
import { DB_INT_MAX, defineCall, idField, idParam, pageParam, sizeParam, timestamp, versionField } from './define';
import { calendarDate, calendarDateTimeAs } from './dates';

const day = calendarDate;
const photo = z.object({ url: z.string().min(1).max(500) });

export const meetingItem = z.object({
  id: z.number(),
  meeting_department: z.number(),
  department_name: z.string().nullable(),
  meeting_datetime: timestamp,
  meeting_information: z.object({
    meeting_title: z.string(),
    meeting_place: z.string(),
    meeting_host: z.string(),
    meeting_attendees: z.array(z.string()),
    meeting_minutes: z.string(),
    meeting_images: z.array(photo),
  }),
  created_by: z.number(),
  created_by_name: z.string().nullable(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MeetingItem = z.infer<typeof meetingItem>;

const fields = {
  meeting_datetime: calendarDateTimeAs('请选择会议时间'),
  meeting_title: z.string().trim().min(1, '请输入会议主题').max(100),
  meeting_place: z.string().trim().min(1, '请输入会议地点').max(200),
  meeting_host: z.string().trim().min(1, '请输入主持人').max(20),
  meeting_attendees: z.array(z.string().trim().min(1).max(20)).min(1, '请输入参会人员').max(100),
  meeting_minutes: z.string().trim().max(5000).default(''),
  meeting_images: z.array(photo).max(9, '最多上传 9 张照片').default([]),
};

/** GET /api/meeting/list/for/mix?department&begin&end&keyword&page&size (meetings:query) → { total, list }: the latest first; 分委领导 their town's. */
export const listMeetings = defineCall({
  method: 'GET',
  path: '/api/meeting/list/for/mix',
  permission: { id: 'meetings', action: 'query' },
  tag: 'meeting',
  summary: '会议列表',
  query: z.object({
    department: z.coerce.number<number>().int().min(0).max(DB_INT_MAX).optional(),
    begin: day.optional(),
    end: day.optional(),
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(meetingItem), image_urls: z.record(z.string(), z.string()) }),
});

/** GET /api/meeting/detail?id (meetings:get) → { detail, image_urls }; 404 for another town's. */
export const getMeeting = defineCall({
  method: 'GET',
  path: '/api/meeting/detail',
  permission: { id: 'meetings', action: 'get' },
  tag: 'meeting',
  summary: '会议详情',
  apiOnly: '会议列表已给出全部字段；供对接系统按 id 读取',
  query: z.object({ id: idParam }),
  response: z.object({ detail: meetingItem, image_urls: z.record(z.string(), z.string()) }),
});

/** POST /api/meeting { meeting_datetime, meeting_title, meeting_place, meeting_host, meeting_attendees, meeting_minutes, meeting_images } (meetings:add) → { id, version }: counted for the caller's town (the centre: 中心). */
export const createMeeting = defineCall({
  method: 'POST',
  path: '/api/meeting',
  permission: { id: 'meetings', action: 'add' },
  tag: 'meeting',
  summary: '新增会议',
  body: z.object(fields),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** PUT /api/meeting { id, version, …fields } (meetings:edit) → { id, version }; 409 STALE_VERSION. */
export const updateMeeting = defineCall({
  method: 'PUT',
  path: '/api/meeting',
  permission: { id: 'meetings', action: 'edit' },
  tag: 'meeting',
  summary: '修改会议',
  body: z.object({ id: idField, version: versionField, ...fields }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** DELETE /api/meeting { id, version } (meetings:delete) → { id }: removed from the lists and counts; a 删除 record keeps it. */
export const deleteMeeting = defineCall({
  method: 'DELETE',
  path: '/api/meeting',
  permission: { id: 'meetings', action: 'delete' },
  tag: 'meeting',
  summary: '删除会议',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number() }),
});

/** GET /api/meeting/statistic?begin&end (meetings:query) → { list: [{ department, department_name, month (YYYY-MM, China time), count }] }. */
export const meetingStatistic = defineCall({
  method: 'GET',
  path: '/api/meeting/statistic',
  permission: { id: 'meetings', action: 'query' },
  tag: 'meeting',
  summary: '会议统计（按乡镇、月份）',
  query: z.object({ begin: day.optional(), end: day.optional() }),
  response: z.object({
    list: z.array(
      z.object({ department: z.number(), department_name: z.string(), month: z.string(), count: z.number() }),
    ),
  }),
});
