/**
 * The zod check of one filled value, by field kind, with the seed's messages (req children §4.3, §10):
 * `请确认{label}` for a wrong format or an option outside its list (an empty required field is asked for with
 * `requiredMessage`: 请填写 / 请选择 / 请上传{label}, issue 29 "Plain words"), the domain ID-number messages
 * (当前儿童身份证不合法。 ...), and the bounds of engine/bounds.ts (issue 14): too many characters, rows or
 * images, an image that is no key of this server's storage, a place id beyond the database's integers.
 * These checks do not depend on the date: the date-dependent ones (birth dates) are in birth-checks.ts.
 */
import { z } from 'zod';
import { DIRECTOR_NOT_FOUND_MESSAGE } from '../domain/constants';
import { idNumberError } from '../domain/id-number';
import { isMasked } from '../domain/masking';
import {
  badImageMessage,
  charCount,
  IMAGE_DESCRIPTION_MAX,
  IMAGE_NAME_MAX,
  isStoredImage,
  maxCountFor,
  maxLengthFor,
  maxRowsFor,
  PLACE_ID_MAX,
  tooLongMessage,
  tooManyImagesMessage,
  tooManyRowsMessage,
} from './bounds';
import type { FieldDef, FieldKind, OptionList } from './types';

export { IMAGE_DESCRIPTION_MAX } from './bounds';

/** req children §4.3: 11 digits starting with 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message of a wrong value without a more specific message (req children §4.3: 请确认{label}). */
export const confirmMessage = (field: Pick<FieldDef, 'label'>): string => `请确认${field.label}`;

/** Kinds the user picks from a list, a calendar or a tick box: an empty one is asked for with 请选择{label}. */
const PICKED: readonly FieldKind[] = [
  'select',
  'radio',
  'checkboxes',
  'gender',
  'town',
  'village',
  'date',
  'have',
  'boolean',
];

/**
 * The message of a required field left empty (issue 29 "Plain words": 请填写… / 请选择…, not 请确认…):
 * 请选择{label} for a picked kind (select, radio, checkboxes, gender, town, village, date, have, boolean),
 * 请上传{label} for images, and for a director (never typed: filled by the lookup of the village, req children §5)
 * the spec's own message for a village without one, 请确认现住或户籍村居是否有激活中的儿童主任 (req children §10);
 * 请填写{label} for every typed kind (text, textarea, number, idnumber, phone, school, grade, freeText, table).
 */
export function requiredMessage(field: Pick<FieldDef, 'label' | 'kind'>): string {
  if (field.kind === 'director') return DIRECTOR_NOT_FOUND_MESSAGE;
  if (field.kind === 'images') return `请上传${field.label}`;
  return `${PICKED.includes(field.kind) ? '请选择' : '请填写'}${field.label}`;
}

function isRealDate(s: string): boolean {
  const m = DATE_PATTERN.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

function inList(list: OptionList | undefined): (v: unknown) => boolean {
  return (v) => !list || list.options.some((o) => o.value === v);
}

const cache = new WeakMap<FieldDef, WeakMap<object, z.ZodType | null>>();

/**
 * The zod schema a filled (non-empty, normalized) value of `field` must satisfy, or null when any value is
 * accepted. `optionLists` resolves `field.options`; an unknown list accepts any value (lintSchema reports it).
 * A masked field accepts a masked value (containing *): the server keeps the original (req children §7).
 * Built once per field and option-list registry (schemas are immutable data), then reused.
 */
export function fieldCheck(field: FieldDef, optionLists: Record<string, OptionList>): z.ZodType | null {
  let byLists = cache.get(field);
  if (!byLists) cache.set(field, (byLists = new WeakMap()));
  if (!byLists.has(optionLists)) byLists.set(optionLists, buildFieldCheck(field, optionLists));
  return byLists.get(optionLists)!;
}

/** A string of at most `maxLengthFor(field)` characters (`{label}不能超过N个字符`), any string when the kind has no bound. */
function boundedText(field: FieldDef, msg: string): z.ZodType<string> {
  const max = maxLengthFor(field);
  const text = z.string({ error: msg });
  return max ? text.refine((s) => charCount(s) <= max, tooLongMessage(field, max)) : text;
}

/**
 * An image list: at most `maxCountFor(field)` items (`{label}最多上传N张`), each an object whose image_url is
 * a key of this server's storage and whose image_suffix is jpg or png (`请重新上传{label}`), with a title of at
 * most IMAGE_NAME_MAX and a description of at most IMAGE_DESCRIPTION_MAX characters (`请确认{label}`).
 */
function imagesCheck(field: FieldDef, msg: string): z.ZodType {
  const max = maxCountFor(field);
  const shortText = (v: unknown, n: number) => v === undefined || (typeof v === 'string' && charCount(v) <= n);
  return z.array(z.unknown(), { error: msg }).superRefine((list, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (list.length > max) return fail(tooManyImagesMessage(field, max));
    for (const item of list) {
      if (!item || typeof item !== 'object') fail(msg);
      else if (!isStoredImage(item)) fail(badImageMessage(field));
      else {
        const { image_name, image_description } = item as Record<string, unknown>;
        if (!shortText(image_name, IMAGE_NAME_MAX) || !shortText(image_description, IMAGE_DESCRIPTION_MAX)) fail(msg);
      }
    }
  });
}

function buildFieldCheck(field: FieldDef, optionLists: Record<string, OptionList>): z.ZodType | null {
  const msg = confirmMessage(field);
  const list = field.options ? optionLists[field.options] : undefined;
  switch (field.kind) {
    case 'idnumber':
      return z.string({ error: msg }).superRefine((s, ctx) => {
        if (field.masked && isMasked(s)) return;
        const error = idNumberError(s);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      });
    case 'phone':
      return z.string({ error: msg }).regex(PHONE_PATTERN, msg);
    case 'select':
    case 'radio':
    case 'gender':
      return z.string({ error: msg }).refine(inList(list), msg);
    case 'checkboxes':
      return z.array(z.string().refine(inList(list), msg), { error: msg });
    case 'date':
      return z.string({ error: msg }).refine(isRealDate, msg);
    case 'number':
      return z.number({ error: msg }).refine(Number.isFinite, msg);
    case 'town':
    case 'village':
      return z.number({ error: msg }).int(msg).positive(msg).max(PLACE_ID_MAX, msg);
    case 'have':
      return z.enum(['有', '无'], { error: msg });
    case 'boolean':
      return z.boolean({ error: msg });
    case 'images':
      return imagesCheck(field, msg);
    case 'table': {
      const max = maxRowsFor(field);
      return z
        .array(z.record(z.string(), z.unknown()), { error: msg })
        .refine((rows) => rows.length <= max, tooManyRowsMessage(field, max));
    }
    case 'sameAddress':
      return null;
    default:
      return boundedText(field, msg);
  }
}
