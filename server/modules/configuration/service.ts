/**
 * The console's settings (req settings §2; domain/contracts/configuration.ts, domain/configuration.ts): one row,
 * id 1 系统设置 (migration 0012). Every role reads it, 系统管理 changes it at the version read (409 STALE_VERSION),
 * and every change leaves a 修改 operation record with the values before and after. A setting the row does not
 * hold yet reads as its default (DEFAULT_SETTINGS), so a setting added later needs no data migration.
 */
import type { z } from 'zod';
import { DEFAULT_SETTINGS, SETTINGS_ID, type Settings } from '../../../domain/configuration';
import type { configurationDetail, updateConfiguration } from '../../../domain/contracts/configuration';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import { configurationById, updateConfigurationAt, type ConfigurationRow } from './repository';

export type ConfigurationDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  /** Names who changed the settings last. */
  users: Pick<UserService, 'nicknames'>;
};
const MISSING = '该设置不存在';
const STALE = '设置已被他人修改，请刷新后重试';

/** The stored value over the defaults, with only the settings' own keys. */
function settingsOf(row: ConfigurationRow | undefined): Settings {
  const stored = (row?.configuration_value ?? {}) as Partial<Record<keyof Settings, unknown>>;
  const pick = <K extends keyof Settings>(key: K): Settings[K] =>
    typeof stored[key] === typeof DEFAULT_SETTINGS[key] ? (stored[key] as Settings[K]) : DEFAULT_SETTINGS[key];
  return {
    badge_poll_seconds: pick('badge_poll_seconds'),
    summer_begin: pick('summer_begin'),
    summer_end: pick('summer_end'),
    winter_begin: pick('winter_begin'),
    winter_end: pick('winter_end'),
    allowance_min: pick('allowance_min'),
    allowance_max: pick('allowance_max'),
  };
}

/**
 * How long this process trusts the settings it read, in ms: another process's change shows here within 5 s; this
 * process's own change at once (docs/decisions-serverperf.md).
 */
export const SETTINGS_CACHE_MS = 5_000;

/**
 * `detail(id)` → `{ detail }` (404 该设置不存在); `update(user, { id, version, configuration_value })` → `{ id, version }`
 * (404, 409 STALE_VERSION; writes an audit record in the same transaction); `settings()` → row 1's settings over
 * DEFAULT_SETTINGS (the defaults when the row is gone), for the modules that use them (statistics: the holiday
 * periods). `settings()` reads on `db`: do not call it inside an open transaction (on PGlite it would wait forever).
 */
export function createConfigurationService(deps: ConfigurationDeps) {
  const { db, now, audit } = deps;
  // row 1's settings, kept SETTINGS_CACHE_MS in this process and dropped when this process changes them (issue 30)
  let cached: { at: number; settings: Promise<Settings> } | null = null;
  return {
    async detail(id: number): Promise<{ detail: z.input<typeof configurationDetail> }> {
      const row = await configurationById(db, id);
      if (!row) throw new NotFound(MISSING);
      const names = await deps.users.nicknames(row.updated_by ? [row.updated_by] : []);
      return {
        detail: {
          id: row.id,
          configuration_name: row.configuration_name,
          configuration_value: settingsOf(row),
          version: row.version,
          updated_at: row.updated_at.toISOString(),
          updated_by_name: names.get(row.updated_by) ?? null,
        },
      };
    },
    async update(
      user: SessionUser,
      b: z.output<typeof updateConfiguration.body>,
    ): Promise<{ id: number; version: number }> {
      return inTransaction(db, async (tx) => {
        const old = await configurationById(tx, b.id);
        if (!old) throw new NotFound(MISSING);
        const row = await updateConfigurationAt(tx, b.id, b.version, {
          configuration_value: b.configuration_value,
          updated_by: user.id,
          updated_at: now(),
        });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            type: '修改',
            information: {
              action: '修改系统设置',
              configuration: row.id,
              before: settingsOf(old),
              after: b.configuration_value,
            },
          },
          tx,
        );
        return { id: row.id, version: row.version };
      }).finally(() => (cached = null));
    },
    settings(): Promise<Settings> {
      const at = now().getTime();
      if (cached && at - cached.at < SETTINGS_CACHE_MS) return cached.settings;
      const settings = configurationById(db, SETTINGS_ID).then(settingsOf);
      const entry = { at, settings };
      cached = entry;
      // a failed read is not kept
      settings.catch(() => {
        if (cached === entry) cached = null;
      });
      return settings;
    },
  };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
