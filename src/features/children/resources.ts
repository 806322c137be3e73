/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 儿童列表（/children.
 */
import type { Resource } from '../../app/resources';

export const CHILD_LIST_RESOURCES: readonly Resource[] = [];
