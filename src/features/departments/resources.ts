/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 单位管理（/department）.
 */
import type { Resource } from '../../app/resources';

export const DEPARTMENT_RESOURCES: readonly Resource[] = [];
