/**
 * The console's settings (req settings §2 `GET /configuration/detail?id`, `PUT /configuration`;
 * docs/decisions-configuration.md): one row, id 1 系统设置, whose value is domain/configuration.ts `Settings`.
 * Every role reads it (the menu badges poll at its interval); 系统管理 changes it, at the version read.
 */
import { z } from 'zod';
import { settingsSchema } from '../configuration';
import { defineCall, idField, idParam, timestamp, versionField } from './define';

/** The settings as stored and answered (checked on the way in by `settingsSchema`). */
const settingsValue = z.object({
  badge_poll_seconds: z.number(),
  summer_begin: z.string(),
  summer_end: z.string(),
  winter_begin: z.string(),
  winter_end: z.string(),
  allowance_min: z.number(),
  allowance_max: z.number(),
});

export const configurationDetail = z.object({
  id: z.number(),
  configuration_name: z.string(),
  configuration_value: settingsValue,
  version: z.number(),
  updated_at: timestamp,
  updated_by_name: z.string().nullable(),
});
export type ConfigurationDetail = z.infer<typeof configurationDetail>;
/**
 * The settings row's `configuration_value` as stored: the settings it holds (a key missing reads as its default) and
 * keys no longer known, which are ignored (server/modules/configuration/service.ts `settings()`).
 */
export type StoredSettings = Partial<z.infer<typeof settingsValue>> & { [retired: string]: unknown };

/**
 * GET /api/configuration/detail?id (configuration:get, every role) → { detail: { id, configuration_name,
 * configuration_value, version, updated_at, updated_by_name } }: the stored value over DEFAULT_SETTINGS (a key
 * not stored yet reads as its default); updated_by_name null before anyone changed it. 404 该设置不存在.
 */
export const getConfiguration = defineCall({
  method: 'GET',
  path: '/api/configuration/detail',
  permission: { id: 'configuration', action: 'get' },
  tag: 'configuration',
  summary: '系统设置详情',
  query: z.object({ id: idParam }),
  response: z.object({ detail: configurationDetail }),
});

/**
 * PUT /api/configuration { id, version, configuration_value } (configuration:edit, 系统管理) → { id, version }: every
 * setting is replaced; 400 with a fieldError per wrong setting (`configuration_value.summer_end` …), 404 该设置不存在,
 * 409 STALE_VERSION 设置已被他人修改，请刷新后重试. Leaves a 修改 operation record with the old and new values.
 */
export const updateConfiguration = defineCall({
  method: 'PUT',
  path: '/api/configuration',
  permission: { id: 'configuration', action: 'edit' },
  tag: 'configuration',
  summary: '修改系统设置',
  body: z.object({ id: idField, version: versionField, configuration_value: settingsSchema }),
  response: z.object({ id: z.number(), version: z.number() }),
});
