/**
 * Per-kind conversion of one raw value (from the form, an API body or an old record) to its stored form.
 * Returns `undefined` for "no value" (the key is then removed). Used by `normalize()`.
 */
import { isFilled } from './conditions';
import type { FieldDef } from './types';

const pad = (n: number): string => String(n).padStart(2, '0');

function realDate(y: number, m: number, d: number): string | undefined {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

/**
 * A date as yyyy-MM-dd (req child-forms §5.7 "Date pickers are normalised to yyyy-MM-dd").
 * Accepts `2020-01-02`, `2020-1-2`, `2020/1/2`, `2020.01.02`, `20200102`, an ISO date-time
 * (`2020-01-02T08:00:00Z`: the written calendar date is kept, no time-zone shift), a Date (its local date)
 * and a dayjs-like object with `toDate()`. Returns the trimmed input unchanged when it is not a real date
 * (validate() then reports it), or undefined when empty.
 */
export function toDateString(v: unknown): string | undefined {
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? undefined : realDate(v.getFullYear(), v.getMonth() + 1, v.getDate());
  if (v && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function') {
    return toDateString((v as { toDate: () => Date }).toDate());
  }
  if (typeof v !== 'string') return isFilled(v) ? String(v) : undefined;
  const s = v.trim();
  if (!s) return undefined;
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[T\s].*)?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  return (m && realDate(Number(m[1]), Number(m[2]), Number(m[3]))) || s;
}

/**
 * The shared text cell in numeric mode (req child-forms §6.1): a leading minus is stripped, every character that is
 * not a digit or the first decimal point is dropped (the keystroke rule "drop a non-numeric last character"
 * applied to a whole value), and leading zeros are stripped unless the zero is the whole integer part
 * ('0', '0.5'). '' when nothing numeric remains.
 */
export function cleanNumericText(s: string): string {
  let out = '';
  let dot = false;
  for (const ch of s.trim().replace(/^-+/, '')) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    }
  }
  out = out.replace(/^0+(?=\d)/, '');
  return out.startsWith('.') ? `0${out}` : out;
}

/**
 * Truncates to `max` characters (code points, so a CJK or astral character counts once). The browser's
 * numeric cells use it while typing; stored values are never truncated: validate() refuses a value over its
 * field's bound (engine/bounds.ts).
 */
export function truncate(s: string, max?: number): string {
  if (!max || max <= 0) return s;
  const chars = Array.from(s);
  return chars.length > max ? chars.slice(0, max).join('') : s;
}

function toText(field: FieldDef, v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  let s = typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
  if (s === undefined) return undefined;
  if (field.numeric) s = cleanNumericText(s);
  return s === '' ? undefined : s;
}

function toHave(v: unknown): '有' | '无' | undefined {
  if (v === true || v === '有' || v === 'true' || v === 1) return '有';
  if (v === false || v === '无' || v === 'false' || v === 0) return '无';
  return undefined;
}

function toBool(v: unknown): boolean | undefined {
  const h = toHave(typeof v === 'string' ? v.trim() : v);
  return h === undefined ? undefined : h === '有';
}

function toNumberish(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return isFilled(v) ? v : undefined;
  const s = v.trim();
  if (!s || s === '空') return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s;
}

function toList(v: unknown): string[] | undefined {
  const arr = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  const out = [
    ...new Set(
      arr
        .filter((x) => typeof x === 'string' || typeof x === 'number')
        .map((x) => String(x).trim())
        .filter(Boolean),
    ),
  ];
  return out.length ? out : undefined;
}

/** The keys an image item keeps (req children §3 / req gta §3.2 `images`); `imgs_url_list` is rebuilt, never stored. */
export const IMAGE_ITEM_KEYS = ['image_url', 'image_name', 'image_suffix', 'image_description'] as const;

function toImages(v: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out = v
    .filter((x) => x && typeof x === 'object')
    .map((x) => {
      const item = x as Record<string, unknown>;
      return Object.fromEntries(IMAGE_ITEM_KEYS.filter((k) => item[k] !== undefined).map((k) => [k, item[k]]));
    });
  return out.length ? out : undefined;
}

function toRows(field: FieldDef, v: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const cols = field.columns ?? [];
  const rows = v
    .filter((r) => r && typeof r === 'object')
    .map((r) => {
      const row: Record<string, unknown> = {};
      for (const col of cols) {
        const cell = toStoredValue(col, (r as Record<string, unknown>)[col.name]);
        if (cell !== undefined) row[col.name] = cell;
      }
      return row;
    })
    .filter((row) => Object.keys(row).length > 0);
  return rows.length ? rows : undefined;
}

/**
 * One value in its stored form, by field kind: text-like kinds trimmed (+ numeric cleaning; a value over
 * `maxLength` is kept whole for validate() to refuse);
 * date → yyyy-MM-dd; have → 有/无 (accepts booleans); boolean → true/false (accepts 有/无);
 * idnumber → trimmed with an upper-case X; number/town/village → numbers when numeric (department ids; 空 means none); checkboxes → string[];
 * images → item objects with only IMAGE_ITEM_KEYS (internal `__` keys, `imgs_url_list` and unknown keys dropped); table → rows of stored cells (ArrayTable's
 * `__DO_NOT_USE_THIS_PROPERTY_index__` and unknown cells dropped, empty rows removed); sameAddress → none.
 * Returns undefined for an empty value. Never throws.
 */
export function toStoredValue(field: FieldDef, v: unknown): unknown {
  switch (field.kind) {
    case 'sameAddress':
      return undefined;
    case 'date':
      return toDateString(v);
    case 'have':
      return toHave(typeof v === 'string' ? v.trim() : v);
    case 'boolean':
      return toBool(v);
    case 'number':
    case 'town':
    case 'village':
      return toNumberish(v);
    case 'checkboxes':
      return toList(v);
    case 'images':
      return toImages(v);
    case 'table':
      return toRows(field, v);
    case 'idnumber':
      return toText(field, v)?.toUpperCase();
    default:
      return toText(field, v);
  }
}
