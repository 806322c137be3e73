/**
 * The zod check of one filled value, by field kind, with the seed's messages (seed 001 §5, §8):
 * `请确认{label}` for a wrong format or an option outside its list, the domain ID-number messages
 * (当前儿童身份证不合法。 ...), and a count message for too many images.
 */
import { z } from 'zod';
import { idNumberError } from '../domain/id-number';
import { isMasked } from '../domain/masking';
import type { FieldDef, OptionList } from './types';

/** seed 001 §5: 11 digits starting with 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Longest description of one image, in characters (the upload list's text box stops there too). */
export const IMAGE_DESCRIPTION_MAX = 200;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message of a required field left empty, and of any wrong value without a more specific message. */
export const confirmMessage = (field: Pick<FieldDef, 'label'>): string => `请确认${field.label}`;

/** The message when more than `maxCount` images are attached. */
export const tooManyImagesMessage = (field: Pick<FieldDef, 'label' | 'maxCount'>): string => `${field.label}最多上传${field.maxCount}张`;

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
 * A masked field accepts a masked value (containing *): the server keeps the original (seed 002 §5).
 * Built once per field and option-list registry (schemas are immutable data), then reused.
 */
export function fieldCheck(field: FieldDef, optionLists: Record<string, OptionList>): z.ZodType | null {
  let byLists = cache.get(field);
  if (!byLists) cache.set(field, (byLists = new WeakMap()));
  if (!byLists.has(optionLists)) byLists.set(optionLists, buildFieldCheck(field, optionLists));
  return byLists.get(optionLists)!;
}

function buildFieldCheck(field: FieldDef, optionLists: Record<string, OptionList>): z.ZodType | null {
  const msg = confirmMessage(field);
  const list = field.options ? optionLists[field.options] : undefined;
  const text = z.string({ error: msg }).refine((s) => !field.maxLength || Array.from(s).length <= field.maxLength, msg);
  switch (field.kind) {
    case 'idnumber':
      return z.string({ error: msg }).superRefine((s, ctx) => {
        if (field.masked && isMasked(s)) return;
        const error = idNumberError(s);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      });
    case 'phone': return z.string({ error: msg }).regex(PHONE_PATTERN, msg);
    case 'select': case 'radio': case 'gender': return z.string({ error: msg }).refine(inList(list), msg);
    case 'checkboxes': return z.array(z.string().refine(inList(list), msg), { error: msg });
    case 'date': return z.string({ error: msg }).refine(isRealDate, msg);
    case 'number': return z.number({ error: msg }).refine(Number.isFinite, msg);
    case 'town': case 'village': return z.number({ error: msg }).int(msg).positive(msg);
    case 'have': return z.enum(['有', '无'], { error: msg });
    case 'boolean': return z.boolean({ error: msg });
    case 'images': {
      const optional = z.string({ error: msg }).optional();
      const item = z.object({
        image_url: z.string({ error: msg }).min(1, msg), image_name: optional, image_suffix: optional,
        image_description: z.string({ error: msg }).max(IMAGE_DESCRIPTION_MAX, msg).optional(),
      }, { error: msg });
      const arr = z.array(item, { error: msg });
      return field.maxCount ? arr.max(field.maxCount, tooManyImagesMessage(field)) : arr;
    }
    case 'table': return z.array(z.record(z.string(), z.unknown()), { error: msg });
    case 'sameAddress': return null;
    default: return field.masked ? z.string({ error: msg }) : text;
  }
}
