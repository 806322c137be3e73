/**
 * One FieldDef → one Formily JSON-schema node (x-decorator FormItem, x-component by kind). The component
 * names are the ones src/components/schema-form registers; no `{{ }}` expression strings are produced.
 */
import type { ISchema } from '@formily/json-schema';
import { maxLengthFor } from './bounds';
import { toStoredValue } from './coerce';
import { isFilled } from './conditions';
import { fieldCheck, requiredMessage } from './field-checks';
import type { FieldDef, FieldKind, OptionList } from './types';

/** The registered component name for each kind (req children §2, DESIGN "Field kinds"). */
export const KIND_COMPONENTS: Record<FieldKind, string> = {
  text: 'Input',
  textarea: 'Input.TextArea',
  number: 'NumberPicker',
  date: 'DatePicker',
  select: 'Select',
  radio: 'Radio.Group',
  checkboxes: 'Checkbox.Group',
  have: 'Checkbox',
  boolean: 'Checkbox',
  idnumber: 'Input',
  phone: 'Input',
  gender: 'Radio.Group',
  town: 'TownSelect',
  village: 'VillageSelect',
  director: 'DirectorDisplay',
  images: 'ImageList',
  table: 'ArrayTable',
  sameAddress: 'SameAddressButton',
  school: 'SchoolPicker',
  grade: 'GradePicker',
  freeText: 'FreeText',
};

/**
 * Formily JSON types (default 'string'). A list of choices or of images has no type: it is a plain Formily
 * Field holding an array. As 'array' it would be an ArrayField, whose bookkeeping of item fields (these lists
 * have none) scans every field of the form each time its list is emptied, e.g. by a clearing rule.
 */
const TYPES: Partial<Record<FieldKind, ISchema['type'] | null>> = {
  number: 'number',
  town: 'number',
  village: 'number',
  have: 'boolean',
  boolean: 'boolean',
  checkboxes: null,
  images: null,
  table: 'array',
  sameAddress: 'void',
};

/** The date format of date pickers (req children §11 "Date format yyyy-MM-dd"). */
export const DATE_FORMAT = 'YYYY-MM-DD';

const CHOICE: FieldKind[] = ['select', 'radio', 'checkboxes', 'gender', 'town', 'village'];
/** Kinds spanning the whole grid row whatever their `span`. */
const FULL_ROW: FieldKind[] = ['table', 'freeText'];

type Options = { label: string; value: string }[];
const optionsOf = (lists: Record<string, OptionList>, id: string | undefined): Options =>
  (id ? (lists[id]?.options ?? []) : []).map((o) => ({ label: o.label, value: o.value }));

/**
 * School / grade picker props: `stage` (the stage field), `options` (stage value → the options offered; a
 * stage without options is typed only) and, for a grade, `classes` (1班 … 20班). Lists resolved here so the
 * component needs no option-list import.
 */
function pickerProps(field: FieldDef, lists: Record<string, OptionList>): Record<string, unknown> {
  const picker = field.picker;
  if (!picker) return { options: {} };
  const options = Object.fromEntries(Object.entries(picker.lists).map(([stage, id]) => [stage, optionsOf(lists, id)]));
  return {
    stage: picker.stage,
    options,
    ...(field.kind === 'grade' ? { classes: optionsOf(lists, picker.classes) } : {}),
  };
}

/** The rows a free text area (kind freeText) grows between: it starts at 6 rows and scrolls past 24. */
export const FREE_TEXT_ROWS = { minRows: 6, maxRows: 24 } as const;

/** The placeholder of a field's control (请选择… / 请选择或输入… / 请输入…), or undefined for kinds without one. */
export function placeholderOf(field: FieldDef): string | undefined {
  if (['have', 'boolean', 'radio', 'gender', 'checkboxes', 'images', 'table', 'sameAddress'].includes(field.kind))
    return undefined;
  const verb =
    CHOICE.includes(field.kind) || field.kind === 'date'
      ? '请选择'
      : field.kind === 'school' || field.kind === 'grade'
        ? '请选择或输入'
        : '请输入';
  return field.placeholder ?? `${verb}${field.label}`;
}

/**
 * The most characters a field's control takes: 18 for an ID number, 11 for a phone, else the bound validate()
 * applies (`maxLength`, or the default of the kind: engine/bounds.ts), so the input stops where the check would.
 */
export function maxLengthOf(field: FieldDef): number | undefined {
  if (field.kind === 'idnumber') return 18;
  if (field.kind === 'phone') return 11;
  return maxLengthFor(field);
}

/** The grid columns (of 3) a field spans: a table or free text the whole row, else `span` (default 1). */
export function gridSpanOf(field: FieldDef): 1 | 2 | 3 {
  return FULL_ROW.includes(field.kind) ? 3 : (field.span ?? 1);
}

function componentProps(field: FieldDef, lists: Record<string, OptionList>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const placeholder = placeholderOf(field);
  if (placeholder !== undefined) props.placeholder = placeholder;
  const maxLength = maxLengthOf(field);
  if (maxLength) props.maxLength = maxLength;
  if (field.readOnly) props.readOnly = true;
  if (field.unit) props.addonAfter = field.unit;
  if (field.kind === 'number') props.style = { width: '100%' };
  if (field.kind === 'date') Object.assign(props, { format: DATE_FORMAT, style: { width: '100%' } });
  if (field.kind === 'select') Object.assign(props, { allowClear: true, showSearch: true, optionFilterProp: 'label' });
  if (field.kind === 'village') props.town = field.town;
  if (field.kind === 'images') props.maxCount = field.maxCount;
  if (field.kind === 'sameAddress') Object.assign(props, { copy: field.copy, children: field.label });
  if (field.kind === 'have' || field.kind === 'boolean') props.children = field.label;
  if (field.kind === 'school' || field.kind === 'grade') Object.assign(props, pickerProps(field, lists));
  if (field.kind === 'freeText') props.autoSize = FREE_TEXT_ROWS;
  return props;
}

/**
 * Formily validators: required with `requiredMessage` (请填写 / 请选择 / 请上传{label}), and the engine's own format and bound check on a filled
 * value (the date-dependent checks of birth dates run on submit, with the browser's date), taken
 * on the value as it will be stored (`toStoredValue`: a have-checkbox's true/false as 有/无, a date as
 * yyyy-MM-dd), which is what the server's validate() checks.
 */
function validators(field: FieldDef, lists: Record<string, OptionList>): unknown[] {
  const out: unknown[] = [];
  if (field.required) out.push({ required: true, message: requiredMessage(field) });
  const check = fieldCheck(field, lists);
  if (check && field.kind !== 'table') {
    out.push((value: unknown) => {
      if (!isFilled(value)) return '';
      const result = check.safeParse(toStoredValue(field, value));
      return result.success ? '' : result.error.issues[0].message;
    });
  }
  return out;
}

function tableItems(field: FieldDef, lists: Record<string, OptionList>): ISchema {
  const properties: Record<string, ISchema> = {};
  for (const col of field.columns ?? []) {
    const cell = fieldToSchema(col, lists);
    delete cell.title;
    delete cell['x-decorator-props'];
    properties[`column_${col.name}`] = {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: col.label },
      properties: { [col.name]: cell },
    };
  }
  properties.column_operations = {
    type: 'void',
    'x-component': 'ArrayTable.Column',
    'x-component-props': { title: '操作', width: 80 },
    properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } },
  };
  return { type: 'object', properties };
}

/**
 * The Formily schema of one field: `{ type (none for a list of choices or images, see TYPES), title, x-decorator: 'FormItem', x-decorator-props: { gridSpan },
 * x-component, x-component-props, enum (option list), required, x-validator }`; a table becomes an
 * ArrayTable with one ArrayTable.Column per cell and an ArrayTable.Addition; a sameAddress field is a void
 * node; school / grade pickers carry their stage field and per-stage options (see `pickerProps`); freeText
 * spans the row. `lists` resolves option lists (a missing list gives no enum; lintSchema reports it). A field
 * with `owners` that do not include `role` (the viewer's) is `x-pattern: 'readPretty'`.
 */
export function fieldToSchema(field: FieldDef, lists: Record<string, OptionList>, role?: string): ISchema {
  const type = TYPES[field.kind];
  const node: ISchema = {
    ...(type === null ? {} : { type: type ?? 'string' }),
    title: field.kind === 'sameAddress' || field.kind === 'have' || field.kind === 'boolean' ? undefined : field.label,
    'x-decorator': 'FormItem',
    'x-decorator-props': { gridSpan: gridSpanOf(field) },
    'x-component': KIND_COMPONENTS[field.kind],
    'x-component-props': componentProps(field, lists),
  };
  if (field.kind === 'sameAddress') return node;
  // a field of other owners (req gta §7.3) shows read-only to this viewer
  if (field.owners && !(role && field.owners.includes(role))) node['x-pattern'] = 'readPretty';
  const list = field.options ? lists[field.options] : undefined;
  if (list) node.enum = list.options.map((o) => ({ label: o.label, value: o.value }));
  if (field.required) node.required = true;
  const rules = validators(field, lists);
  if (rules.length) node['x-validator'] = rules as ISchema['x-validator'];
  if (field.kind === 'table') {
    node.items = tableItems(field, lists);
    node.properties = { add: { type: 'void', title: `添加${field.label}`, 'x-component': 'ArrayTable.Addition' } };
  }
  return node;
}
