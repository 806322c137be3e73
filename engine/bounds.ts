/**
 * Upper bounds of the values a form stores (issue 14 "Stored values are bounded"), with their messages.
 * A schema sets a field's own bound (`maxLength`, `maxRows`, `maxCount`); a field without one takes the
 * default of its kind here, so no form field can store an unbounded string or list. Over a bound the value
 * is refused by validate() (browser and server alike), never truncated or stored.
 */
import { IMAGE_EXTENSIONS, isImageKey } from '../domain/images';
import type { FieldDef, FieldKind } from './types';

/**
 * The largest department id a town or village field may hold: PostgreSQL's `integer` (2³¹−1). A larger id
 * cannot name a department and would fail the server's look-up query.
 */
export const PLACE_ID_MAX = 2 ** 31 - 1;

/**
 * The most characters (code points) a text-like field stores when its schema sets no `maxLength`: 200 for
 * one line of text (a school or grade is one line too), 2000 for a text area, 5000 for a long free text
 * (家庭教育指导), 30 for the child director's name and phone the lookup fills in.
 */
export const DEFAULT_MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  text: 200,
  school: 200,
  grade: 200,
  textarea: 2000,
  freeText: 5000,
  director: 30,
};

/** The most rows of a table (family members …) when its schema sets no `maxRows`. */
export const TABLE_MAX_ROWS = 50;

/** The most images of an image list when its schema sets no `maxCount` (req gta §10 "Photo limit 8"). */
export const IMAGES_MAX_COUNT = 8;

/** Longest description of one image, in characters (the upload list's text box stops there too). */
export const IMAGE_DESCRIPTION_MAX = 200;

/** Longest title of one image (`image_name`: an evidence title, or the uploaded file's name), in characters. */
export const IMAGE_NAME_MAX = 255;

/** The most characters `field` stores (its `maxLength`, else the default of its kind), or undefined when its kind holds no free text. */
export function maxLengthFor(field: Pick<FieldDef, 'kind' | 'maxLength'>): number | undefined {
  return field.maxLength || DEFAULT_MAX_LENGTH[field.kind];
}

/** The most rows of a table field: its `maxRows`, else TABLE_MAX_ROWS. */
export const maxRowsFor = (field: Pick<FieldDef, 'maxRows'>): number => field.maxRows || TABLE_MAX_ROWS;

/** The most images of an image field: its `maxCount`, else IMAGES_MAX_COUNT. */
export const maxCountFor = (field: Pick<FieldDef, 'maxCount'>): number => field.maxCount || IMAGES_MAX_COUNT;

/** The number of characters of `s` as a user counts them (code points: a CJK or astral character counts once). */
export const charCount = (s: string): number => Array.from(s).length;

/** Too many characters: `儿童姓名不能超过30个字符`. */
export const tooLongMessage = (field: Pick<FieldDef, 'label'>, max: number): string =>
  `${field.label}不能超过${max}个字符`;

/** Too many rows: `家庭成员最多填写50行`. */
export const tooManyRowsMessage = (field: Pick<FieldDef, 'label'>, max: number): string =>
  `${field.label}最多填写${max}行`;

/** Too many images: `调查照片最多上传8张` (req gta §9.2 "最多上传N张"). */
export const tooManyImagesMessage = (field: Pick<FieldDef, 'label'>, max: number): string =>
  `${field.label}最多上传${max}张`;

/** An image item that is not an image this server stores (a path, a script URL, another host …). */
export const badImageMessage = (field: Pick<FieldDef, 'label'>): string => `请重新上传${field.label}`;

/**
 * Whether an image item's `image_url` and `image_suffix` are well-formed: the url is a key of this server's
 * storage (domain/images.ts `isImageKey`: `image/{date}/{name}.{jpg|png}` or the OSS `storage/image/…`), and
 * the suffix, when given, is jpg or png. Whether the server issued that key is the server's own check.
 */
export function isStoredImage(item: { image_url?: unknown; image_suffix?: unknown }): boolean {
  if (typeof item.image_url !== 'string' || !isImageKey(item.image_url)) return false;
  return item.image_suffix === undefined || (IMAGE_EXTENSIONS as readonly unknown[]).includes(item.image_suffix);
}

const POSITIVE = (n: unknown): boolean => Number.isInteger(n) && (n as number) > 0;

/**
 * The schema problems of one field's bounds (for lintSchema, `npm run schemas:check`): a bound that is not a
 * positive integer, or a bound on a kind that ignores it (maxLength on a kind without free text, maxRows off a
 * table, maxCount off an image list, birthDate off a date, maxAge off an ID number).
 */
export function boundProblems(f: FieldDef, where: string): string[] {
  const out: string[] = [];
  const wrong = (prop: string, fits: boolean, value: unknown, numeric = true) => {
    if (value === undefined) return;
    if (!fits) out.push(`${where}: field "${f.name}" (${f.kind}) has ${prop}, which only applies to other kinds`);
    else if (numeric && !POSITIVE(value))
      out.push(`${where}: field "${f.name}" ${prop} ${String(value)} is not a positive integer`);
  };
  wrong('maxLength', f.kind in DEFAULT_MAX_LENGTH, f.maxLength);
  wrong('maxRows', f.kind === 'table', f.maxRows);
  wrong('maxCount', f.kind === 'images', f.maxCount);
  wrong('maxAge', f.kind === 'idnumber', f.maxAge);
  wrong('birthDate', f.kind === 'date', f.birthDate, false);
  return out;
}
