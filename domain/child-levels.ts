/**
 * The grades a child record carries besides its categories (req children §3 `level`, `ranking`,
 * `information.important.girl_level`, `escort_level`; req gta §3). The spec gives only the defaults
 * (零级, 绿色) and names 紫色 as an escort level; the other values are the county's usual scales
 * (docs/decisions-lists.md). The list filters, the demo data and the exports read these lists.
 */

/** cs level and ranking: 零级 (the default, req children §11) to 三级, the higher the more urgent. */
export const CHILD_LEVELS = ['零级', '一级', '二级', '三级'] as const;

/** The girl-protection level of a left-behind girl: 绿色 (the default) to 红色. */
export const GIRL_LEVELS = ['绿色', '黄色', '橙色', '红色'] as const;

/** The escort (护航) level of a gta minor: 蓝色 to 红色, and 紫色 for the most serious. */
export const ESCORT_LEVELS = ['蓝色', '黄色', '橙色', '红色', '紫色'] as const;

/** A child's genre (req gta §3 "genre (default normal)"): 正常, or 退出 when the child left care. */
export const CHILD_GENRES = ['正常', '退出'] as const;

/** The tag colour of a level value on the screens (antd Tag colours). */
export const LEVEL_COLORS: Record<string, string> = {
  零级: 'default',
  一级: 'gold',
  二级: 'orange',
  三级: 'red',
  绿色: 'green',
  黄色: 'gold',
  橙色: 'orange',
  红色: 'red',
  蓝色: 'blue',
  紫色: 'purple',
};
