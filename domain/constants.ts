/**
 * Business constants (req shell-and-accounts §10, req children §11).
 */
export const SESSION_IDLE_MS = 600_000; // 10 minutes without activity
export const SESSION_ABSOLUTE_MS = 604_800_000; // 7 days
export const REQUEST_TIMEOUT_MS = 6000;
export const CHILD_LIST_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE = 10;
export const DIRECTOR_LOOKUP_PAGE_SIZE = 20;
export const BADGE_POLL_MS = 60_000;
export const DEFAULT_COORDINATES = { longitude: 119.851713, latitude: 32.906246 } as const;
export const DEFAULT_REGION = { province: '江苏省', city: '泰州市', area: '兴化市' } as const;
export const DEFAULT_LEVEL = '零级';
export const DEFAULT_GIRL_LEVEL = '绿色';
export const TOP_DIRECT = 1;
export const OUTSIDE_DEPARTMENT_NAME = '外地';
export const TOO_FREQUENT_MESSAGE = '您操作过于频繁，请稍后再试';
/** What a 503 says (the server shedding load, or a proxy with no server behind it; issue 31). */
export const BUSY_MESSAGE = '系统繁忙，请稍后再试';
export const DIRECTOR_NOT_FOUND_MESSAGE = '请确认现住或户籍村居是否有激活中的儿童主任';
export const DUPLICATE_CHILD_MESSAGE = '该儿童已存在系统';
export const PENDING_APPLY_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';
export const DEPARTMENT_TYPES = {
  town: '镇街委员会',
  village: '社区村居',
  provider: '服务商',
  department: '部门',
} as const;
export const ACTIVE_STATE = '激活';
export const DISABLED_STATE = '停用';
export const FAKE_MARKER = 'fake';
