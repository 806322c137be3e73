/**
 * The form-schema language (DESIGN "The form engine"). A form is plain JSON-compatible data: tabs of
 * fields plus declarative rules. No functions, JSX or expression strings live in a schema; the engine
 * compiles it into (1) a Formily schema + effects for the browser, (2) a zod validator, (3) `normalize()`
 * for the server, (4) `diff()` for reviewers, and lints it (`npm run schemas:check`).
 */

/** A value a condition compares against (option values are the stored words, e.g. 残疾). */
export type Scalar = string | number | boolean | null;

/** Form values keyed by field name (one flat object per form, e.g. `information.investigate_cs`). */
export type FormValues = Record<string, unknown>;

/**
 * A condition on the current values. `filled: true` holds when the field has a non-empty value
 * (not undefined/null/''/[]/false), `filled: false` when it is empty.
 */
export type Condition =
  | { field: string; in: Scalar[] }
  | { field: string; notIn: Scalar[] }
  | { field: string; filled: boolean }
  | { all: Condition[] }
  | { any: Condition[] };

/**
 * Field kinds.
 * - text, textarea, number (with `unit`), date (stored yyyy-MM-dd)
 * - select, radio, checkboxes (values from the option list named by `options`)
 * - have: a checkbox stored as 有/无, a boolean in the form; boolean: stored as true/false
 * - idnumber (GB 11643 checks), phone (1[3-9]\d{9})
 * - gender: radio 男/女, derived from `deriveFrom` (an idnumber field) and locked once supplied
 * - town / village: pickers over the department list (values are department ids); a village names its `town`
 * - director: read-only, filled by the child-director lookup from `lookup` village fields (seed 001 §5)
 * - images: list of { image_url, image_name, image_suffix, image_description }, jpg/png, at most `maxCount`
 * - table: array of rows whose cells are `columns`
 * - sameAddress: a button copying the fields with prefix `copy.from` into prefix `copy.to` (holds no value)
 */
export type FieldKind =
  | 'text' | 'textarea' | 'number' | 'date'
  | 'select' | 'radio' | 'checkboxes' | 'have' | 'boolean'
  | 'idnumber' | 'phone' | 'gender'
  | 'town' | 'village' | 'director'
  | 'images' | 'table' | 'sameAddress';

export type Unit = '元' | '元/年' | '天' | '岁' | '月' | '小时';

/** The child-record columns a form field feeds when a record is saved (seed 001 §3 "Child record"). */
export type ChildColumn = 'department_id' | 'village_id' | 'birth_department_id' | 'birth_village_id';

export interface FieldDef {
  /** The stored key, the spec's own name (e.g. `child_idnumber`, `address_record_rusticate`). */
  name: string;
  /** The Chinese label; `请确认{label}` is the required message (seed 001 §5). */
  label: string;
  kind: FieldKind;
  /** Option-list id from `option-lists/` (select, radio, checkboxes). */
  options?: string;
  required?: boolean;
  /** Shown only while this holds; a hidden field's value is dropped ("hidden means gone"). */
  visibleWhen?: Condition;
  /** Initial value for a new record (e.g. 江苏省). */
  default?: Scalar;
  unit?: Unit;
  /** Text: truncate to this length. */
  maxLength?: number;
  /** Text cell in numeric mode: strip a leading 0 or minus, drop a non-numeric last character (seed 001 §5). */
  numeric?: boolean;
  /** Images: the most files (9 proof images, 8 photos). */
  maxCount?: number;
  /**
   * Images: evidence items (seed 001 §2 "Evidence item list"): each image also carries a title
   * (`image_name`, default 调查照片) and a short description (`image_description`) typed by the user.
   */
  evidence?: boolean;
  /** Village: the town field it belongs to. */
  town?: string;
  /** Record column this field's value is copied into on save. */
  column?: ChildColumn;
  /** May arrive masked (contains *): cleared on first focus, never written over the original (seed 002 §5). */
  masked?: boolean;
  /** Gender: the idnumber field it is derived from; locked when a gender is supplied. */
  deriveFrom?: string;
  /** Director: the village fields to look up, in order (residence first, then registered). */
  lookup?: string[];
  /** Filled by the system, never typed. */
  readOnly?: boolean;
  placeholder?: string;
  /** Grid columns the field spans (of 3). */
  span?: 1 | 2 | 3;
  /** Table: the cells of one row. */
  columns?: FieldDef[];
  /** sameAddress: copy fields `${from}*` to `${to}*`. */
  copy?: { from: string; to: string };
}

export interface TabDef {
  key: string;
  title: string;
  fields: FieldDef[];
  visibleWhen?: Condition;
}

/**
 * Rules.
 * - `when` + `clear`: while the condition holds the fields are empty (browser reaction and `normalize()`).
 * - `on` + `clear`: when the user changes field `on`, the fields are cleared (browser only; `initial: false`
 *   means not on the first load of a record). Example: town clears village.
 * - `on` + `when` + `copy`: when `on` changes and the condition holds, copy `from[i]` into `to[i]`
 *   (the actual-guardian copy, `initial: false`).
 * - `when` + `set`: while the condition holds, the fields take these values.
 */
export type Rule =
  | { id: string; when: Condition; clear: string[]; on?: undefined }
  | { id: string; on: string; clear: string[]; initial?: boolean; when?: Condition }
  | { id: string; on: string; when: Condition; copy: { from: string[]; to: string[] }; initial?: boolean }
  | { id: string; when: Condition; set: Record<string, Scalar>; on?: undefined };

export interface FormSchema {
  /** e.g. `investigate_cs`: the key of `information` this form fills. */
  id: string;
  title: string;
  genre: 'cs' | 'ow' | 'gta';
  tabs: TabDef[];
  rules: Rule[];
}

export interface OptionItem { label: string; value: string }

/** An option list: its values are the stored words. `source` names where wording came from when the spec gives only a count. */
export interface OptionList { id: string; label: string; options: OptionItem[]; source?: string }

/** A validation problem on one field: the zod issue path joined with '.', the message, and its tab key. */
export interface FieldError { field: string; message: string; tab?: string }
