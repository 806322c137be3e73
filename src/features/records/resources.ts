/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 操作记录（/record）.
 */
import type { Resource } from '../../app/resources';

export const RECORD_RESOURCES: readonly Resource[] = [];
