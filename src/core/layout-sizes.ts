/** Sizes of the main layout that pages need (src/app/layout/main-layout.tsx). */

/** Height (px) of the sticky header and tab bar above every page: the header's 56 and antd's tab bar's 38. */
export const PAGE_HEADER_HEIGHT = 94;
