/** The console's settings (domain/contracts/configuration.ts; seed 002 §7.3): the detail every role reads, the change 系统管理 makes. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { getConfiguration, updateConfiguration } from '../../domain/contracts/configuration';
import { call } from './client';

export const configurationKeys = { all: ['configuration'] as const, detail: (id: number) => ['configuration', 'detail', id] as const };
export type Configuration = CallOutput<typeof getConfiguration>['detail'];

/** GET /api/configuration/detail?id → the settings row (its value over the defaults), its version and who changed it last. */
export const readConfiguration = async (id: number): Promise<Configuration> => (await call(getConfiguration, { query: { id } })).detail;
/** PUT /api/configuration { id, version, configuration_value } → { id, version }; 409 STALE_VERSION when changed meanwhile. */
export const saveConfiguration = (body: CallInput<typeof updateConfiguration>['body']) => call(updateConfiguration, { body });
