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
 * - director: read-only, filled by the child-director lookup from `lookup` village fields (req child-forms §6)
 * - images: list of { image_url, image_name, image_suffix, image_description }, jpg/png, at most `maxCount`
 * - table: array of rows whose cells are `columns`
 * - sameAddress: a button copying the fields with prefix `copy.from` into prefix `copy.to` (holds no value)
 * - school / grade: text picked from the option list of the current education stage (`picker`) or typed
 *   (a switch); a stage without a list is always typed; a grade is stored as grade + class joined (req child-forms §6)
 * - freeText: long free text over the whole row (e.g. 家庭教育指导), editable only in input mode and shown
 *   as paragraphs in read mode (req child-forms §1 tab 12)
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'have'
  | 'boolean'
  | 'idnumber'
  | 'phone'
  | 'gender'
  | 'town'
  | 'village'
  | 'director'
  | 'images'
  | 'table'
  | 'sameAddress'
  | 'school'
  | 'grade'
  | 'freeText';

export type Unit = '元' | '元/年' | '天' | '岁' | '月' | '小时';

/** The child-record columns a form field feeds when a record is saved (req children §3 "Child record"). */
export type ChildColumn = 'department_id' | 'village_id' | 'birth_department_id' | 'birth_village_id';

export interface FieldDef {
  /** The stored key, the spec's own name (e.g. `child_idnumber`, `address_record_rusticate`). */
  name: string;
  /**
   * The Chinese label: a required field left empty says 请填写 / 请选择 / 请上传{label} (issue 29,
   * engine/field-checks.ts `requiredMessage`), a wrong value 请确认{label} (req child-forms §6).
   */
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
  /**
   * Text-like kinds (text, textarea, freeText, school, grade): the most characters (code points) stored; a
   * longer value is refused with `{label}不能超过{N}个字符` (the browser's input stops there). Without it the
   * kind's default applies (engine/bounds.ts: 200 a line, 2000 a text area, 5000 free text).
   */
  maxLength?: number;
  /** Text cell in numeric mode: strip a leading 0 or minus, drop a non-numeric last character (req child-forms §6). */
  numeric?: boolean;
  /** Images: the most files (9 proof images, 8 photos; default 8); more: `{label}最多上传{N}张`. */
  maxCount?: number;
  /** Table: the most rows (default 50); more: `{label}最多填写{N}行`. */
  maxRows?: number;
  /** Date: a date of birth, from 1900-01-01 to the day of validation (later: `{label}不能晚于今天`). */
  birthDate?: boolean;
  /**
   * ID number: the holder must not have reached this age (周岁) on the day of validation (a child: 18); older:
   * `当前儿童身份证显示已满{N}周岁，请核对后重新输入。`. Every ID number's birth date must lie in the past.
   */
  maxAge?: number;
  /**
   * Images: evidence items (req children §2.5 "Evidence item list"): each image also carries a title
   * (`image_name`, default 调查照片) and a short description (`image_description`) typed by the user.
   */
  evidence?: boolean;
  /** Village: the town field it belongs to. */
  town?: string;
  /** Record column this field's value is copied into on save. */
  column?: ChildColumn;
  /** May arrive masked (contains *): cleared on first focus, never written over the original (req children §7). */
  masked?: boolean;
  /** Gender: the idnumber field it is derived from; locked when a gender is supplied. */
  deriveFrom?: string;
  /** Director: the village fields to look up, in order (residence first, then registered). */
  lookup?: string[];
  /** Filled by the system, never typed. */
  readOnly?: boolean;
  /**
   * The roles that may change this field (req gta §7.3 "public-security, education, justice and procuratorate
   * fields are editable by the matching department; others read-only"). Any other role sees it read-only in
   * edit mode, and the server refuses its change (engine/owners.ts `refusedChanges`). Absent: whoever may write
   * the form.
   */
  owners?: string[];
  placeholder?: string;
  /** Grid columns the field spans (of 3). */
  span?: 1 | 2 | 3;
  /** Table: the cells of one row. */
  columns?: FieldDef[];
  /** sameAddress: copy fields `${from}*` to `${to}*`. */
  copy?: { from: string; to: string };
  /** School / grade: where the choices come from (see `PickerDef`). */
  picker?: PickerDef;
}

/**
 * The lists of a school or grade picker (req child-forms §6.3 "School and grade can be chosen from lists or typed (a
 * switch); higher education is always typed. The grade value is grade plus class joined."):
 * `stage` names the field holding the education stage; `lists` maps a stage value to the option list offered
 * for it (a stage without an entry is typed only); a grade picker also names its `classes` list (1班 … 20班).
 */
export interface PickerDef {
  stage: string;
  lists: Record<string, string>;
  classes?: string;
}

/** A role-dependent title of a tab (req children §8: centre roles see another title on tab 11). */
export interface TabTitleFor {
  roles: string[];
  title: string;
}

export interface TabDef {
  key: string;
  /** The title everyone sees unless `titleFor` names the viewer's role. */
  title: string;
  /** The tab's own fields, shown above its nested tabs. May be empty when `tabs` is given. */
  fields: FieldDef[];
  visibleWhen?: Condition;
  /** Nested tabs shown inside this tab's pane (req child-forms §1 tab 8 医疗救助); a nested tab is shown only while its parent is. */
  tabs?: TabDef[];
  /** Presentation only: the first entry whose `roles` holds the viewer's role replaces `title`. */
  titleFor?: TabTitleFor[];
  /**
   * Presentation only: for these roles in read mode the pane shows something else instead of the fields
   * (req child-forms §1 tab 11: the child's work-order list for 中心领导 / 中心管理). The values stay in the record.
   */
  readModeFor?: { roles: string[]; show: 'taskList' };
  /**
   * A pane the screen fills instead of fields (req gta §2: the gta screen's task force, dynamic management,
   * persuasion log and evaluations sit between the form's tabs): the tab has no fields; in read mode it shows
   * `context.renderPane(screenPane)`; in edit mode it is left out. Presentation only.
   */
  screenPane?: string;
}

/**
 * Rules.
 * - `when` + `clear`: while the condition holds the fields are empty (browser reaction and `normalize()`).
 * - `on` + `clear`: when the user changes field `on`, the fields are cleared (browser only; `initial: false`
 *   means not on the first load of a record). Example: town clears village.
 * - `on` + `when` + `copy`: when `on` changes and the condition holds, copy `from[i]` into `to[i]` and
 *   write the constants of `set` if any (the actual-guardian copy with its relation 父子, `initial: false`).
 * - `when` + `set`: while the condition holds, the fields take these values.
 */
export type Rule =
  | { id: string; when: Condition; clear: string[]; on?: undefined }
  | { id: string; on: string; clear: string[]; initial?: boolean; when?: Condition }
  | {
      id: string;
      on: string;
      when: Condition;
      copy: { from: string[]; to: string[] };
      set?: Record<string, Scalar>;
      initial?: boolean;
    }
  | { id: string; when: Condition; set: Record<string, Scalar>; on?: undefined };

export interface FormSchema {
  /** e.g. `investigate_cs`: the key of `information` this form fills. */
  id: string;
  title: string;
  genre: 'cs' | 'ow' | 'gta' | 'risk';
  tabs: TabDef[];
  rules: Rule[];
  /** Scores derived from the answers (engine/score.ts), e.g. a risk checklist's total and level. */
  scores?: ScoreDef[];
}

/**
 * A derived score: the stored values of the `from` fields give `points` (a value not listed gives none), combined
 * by `sum` or `max` into the number field `to`; `level` picks `level.to`'s value from `bands` (the highest `min`
 * the result reaches). The targets are readOnly fields of the form.
 */
export interface ScoreDef {
  id: string;
  from: string[];
  points: Record<string, number>;
  combine: 'sum' | 'max';
  to?: string;
  level?: { to: string; bands: { min: number; value: string }[] };
}

export interface OptionItem {
  label: string;
  value: string;
}

/** An option list: its values are the stored words. `source` names where wording came from when the spec gives only a count. */
export interface OptionList {
  id: string;
  label: string;
  options: OptionItem[];
  source?: string;
}

/**
 * A validation problem on one field: the zod issue path joined with '.', the message, its top-level tab key,
 * and (for a field of a nested tab) the keys from the top-level tab down to the nested one.
 */
export interface FieldError {
  field: string;
  message: string;
  tab?: string;
  tabPath?: string[];
}
