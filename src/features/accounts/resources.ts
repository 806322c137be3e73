/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 用户与账号管理（/management,.
 */
import type { Resource } from '../../app/resources';

export const ACCOUNT_RESOURCES: readonly Resource[] = [];
