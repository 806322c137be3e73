/**
 * How a stored value reads in the reviewer's change list (req applies-review §3 review): option words as they are,
 * towns and villages by name, images and table rows by count, booleans as 是/否, empty as —.
 */
import type { FieldDef } from '../../../../engine/types';

/** Department names by id (towns and villages of the department list). */
export type PlaceNames = Map<number, string>;

/** The empty mark, as read mode shows it (STACK.md: readPretty placeholder). */
export const EMPTY_VALUE = '—';

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The display text of stored value `value` of `field` (undefined field: the value as text). Town and village
 * ids show their names from `places` (`#id` when unknown); images `N 张图片`; tables `N 条`; checkbox
 * groups joined with 、; numbers with their unit; other objects as JSON.
 */
export function displayValue(field: FieldDef | undefined, value: unknown, places: PlaceNames): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  const kind = field?.kind;
  if ((kind === 'town' || kind === 'village') && (typeof value === 'number' || typeof value === 'string')) {
    return places.get(Number(value)) ?? `#${value}`;
  }
  if (kind === 'images' && Array.isArray(value)) return `${value.length} 张图片`;
  if (kind === 'table' && Array.isArray(value)) return `${value.length} 条`;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return field?.unit ? `${value} ${field.unit}` : String(value);
}
