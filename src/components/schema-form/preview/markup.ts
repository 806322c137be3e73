/**
 * The markup of a pane preview (pane-preview.tsx): for one field of a FormSchema and its current form value,
 * the HTML that Formily's FormItem and the antd control of its kind render in edit mode, with the same class
 * names (and antd's style hash `hash`, e.g. `css-mncuj7`), so the preview looks like the pane it stands in
 * for. Text is always escaped. Static: no listeners, and every input is read-only (typing into a preview
 * would be lost); the pane is built for
 * real on the first pointer or focus entering it (docs/decisions-form-speed.md "pane previews").
 *
 * `fieldMarkup` answers null for a field it has no markup for (school / grade pickers, text with a unit,
 * tables with no rows or more than ten, free text without a maximum length): the pane is then built instead
 * of previewed. A text area that grows with its text (`data-autosize`) starts at its least height and is fitted
 * to its text once in the DOM (`fitTextArea`), as antd's autoSize does.
 * The markup follows antd 5.29 and @formily/antd-v5 2.3; tests/e2e/pane-preview compares the preview with
 * the built pane pixel by pixel, so a change in either library shows there.
 */
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { FREE_TEXT_ROWS, gridSpanOf, maxLengthOf, placeholderOf } from '../../../../engine/compile-field';
import type { FieldDef } from '../../../../engine/types';
import { IMAGE_DESCRIPTION_MAX } from '../../../../engine/field-checks';

/** What the markup of a field needs besides its definition. */
export interface MarkupContext {
  /** antd's style hash class (theme.useToken().hashId), '' when hashing is off. */
  hash: string;
  /** Option list id → options (OPTION_LISTS). */
  options: (listId: string | undefined) => { label: string; value: string }[];
  /** Department id → name, for town / village pickers. */
  departmentName: (id: unknown) => string | undefined;
  /** The displayable URL of a stored image_url. */
  imageSrc: (url: string) => string;
  /** Whether the field is disabled (a gender derived from a valid ID number). */
  disabled: (field: FieldDef) => boolean;
  /** Whether image lists offer an upload button (context.uploadImage). */
  canUpload: boolean;
  /**
   * The height (px) of a text area that grows with its text (antd autoSize) showing `rows` lines: `count`, a
   * text area with a character count (free text), or `small` (an evidence photo's description).
   */
  autoSizeHeight: (rows: number, variant: 'count' | 'small') => number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value with &, <, >, " and ' escaped. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const iconCache = new Map<IconDefinition, string>();
/** An antd icon as antd renders it: `<span role="img" aria-label class="anticon anticon-…">svg</span>`. */
function icon(def: IconDefinition, extraClass = ''): string {
  let svg = iconCache.get(def);
  if (!svg) {
    svg = renderIconDefinitionToSVGElement(def, {
      extraSVGAttrs: { 'data-icon': def.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
    });
    iconCache.set(def, svg);
  }
  return `<span role="img" aria-label="${def.name}" class="anticon anticon-${def.name}${extraClass ? ` ${extraClass}` : ''}">${svg}</span>`;
}

const filled = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const attr = (name: string, value: unknown): string => (value === undefined || value === null || value === false ? '' : value === true ? ` ${name}=""` : ` ${name}="${esc(value)}"`);

function textInput(field: FieldDef, value: unknown, h: string): string {
  return `<span class="ant-input-affix-wrapper ${h} ant-input-outlined"><input${attr('placeholder', placeholderOf(field))}${attr('maxlength', maxLengthOf(field))} readonly="" class="ant-input ${h}" type="text" value="${esc(value)}"><span class="ant-input-suffix"><span></span></span></span>`;
}

/** A text area's content: after a newline, which the HTML parser drops, so a leading newline of the text is kept. */
const areaText = (value: unknown): string => `\n${esc(typeof value === 'string' ? value : '')}`;

function textArea(field: FieldDef, value: unknown, h: string): string {
  return `<textarea${attr('placeholder', placeholderOf(field))}${attr('maxlength', field.maxLength)} readonly="" class="ant-input ${h} ant-input-outlined">${areaText(value)}</textarea>`;
}

/** The attributes of a text area growing from `minRows` to `maxRows` lines (antd autoSize), at its least height. */
function autoSize(ctx: MarkupContext, rows: { minRows: number; maxRows: number }, variant: 'count' | 'small'): string {
  const min = ctx.autoSizeHeight(rows.minRows, variant);
  return ` data-autosize="" style="overflow-y: hidden; resize: none; height: ${min}px; min-height: ${min}px; max-height: ${ctx.autoSizeHeight(rows.maxRows, variant)}px;"`;
}

/**
 * Fits a `data-autosize` text area of the markup to its text, as antd's autoSize (rc-textarea
 * calculateNodeHeight) does: its text's height within its least and greatest height, scrolling past the
 * greatest. Call once the markup is in the document, before it is painted.
 */
export function fitTextArea(area: HTMLTextAreaElement): void {
  const min = parseFloat(area.style.minHeight);
  const max = parseFloat(area.style.maxHeight);
  area.style.overflowY = 'hidden';
  area.style.height = `${min}px`;
  const height = area.scrollHeight + area.offsetHeight - area.clientHeight;
  if (height > max) area.style.overflowY = '';
  area.style.height = `${Math.min(Math.max(height, min), max)}px`;
}

/** Free text (free-text.tsx): antd TextArea with autoSize and a character count; null without a maximum length. */
function freeText(field: FieldDef, value: unknown, ctx: MarkupContext): string | null {
  if (!field.maxLength) return null;
  const h = ctx.hash;
  const count = `${typeof value === 'string' ? value.length : 0} / ${field.maxLength}`;
  return `<span class="ant-input-affix-wrapper ant-input-textarea-affix-wrapper ant-input-textarea-show-count ${h} ant-input-show-count ant-input-outlined" data-count="${count}" style="height: auto;"><textarea${attr('placeholder', placeholderOf(field))} aria-label="${esc(field.label)}" maxlength="${field.maxLength}" readonly="" class="ant-input ${h}"${autoSize(ctx, FREE_TEXT_ROWS, 'count')}>${areaText(value)}</textarea><span class="ant-input-suffix"><span class="ant-input-data-count">${count}</span></span></span>`;
}

function directorInput(field: FieldDef, value: unknown, h: string): string {
  return `<input readonly="" placeholder="选择村（居）后自动填写" aria-label="${esc(field.label)}" class="ant-input ${h} ant-input-outlined" type="text" value="${esc(value)}">`;
}

/**
 * Stand-ins for the transparent inputs of antd controls (opacity 0, or an empty search box inside an
 * absolutely placed wrapper): a focusable span with the input's class and role. An <input> brings its own
 * shadow tree, which the browser styles and lays out: for the 23 selects of 家庭情况 that was 3–8 ms of the
 * 30–35 ms of style and layout of its preview (docs/decisions-form-speed.md "stand-ins for transparent inputs").
 * Focusable, so the preview's focus order (pane-preview.tsx FOCUSABLE) still matches the built pane's. A
 * disabled radio keeps its input: the built one is not focusable either.
 */
const SEARCH_STAND_IN = '<span tabindex="0" class="ant-select-selection-search-input" role="combobox" aria-expanded="false" aria-haspopup="listbox" aria-autocomplete="list" aria-readonly="true"></span>';
const checkStandIn = (cls: string, role: 'radio' | 'checkbox', on: boolean): string =>
  `<span tabindex="0" class="${cls}" role="${role}" aria-checked="${on}" aria-readonly="true"></span>`;

function select(field: FieldDef, label: string | undefined, h: string): string {
  const shown = label !== undefined && label !== ''
    ? `<span class="ant-select-selection-item" title="${esc(label)}">${esc(label)}</span>`
    : `<span class="ant-select-selection-placeholder">${esc(placeholderOf(field))}</span>`;
  const clear = label ? `<span class="ant-select-clear" unselectable="on" aria-hidden="true" style="user-select: none;">${icon(CloseCircleFilled)}</span>` : '';
  return `<div class="ant-select ant-select-outlined ${h} ant-select-single ant-select-allow-clear ant-select-show-arrow ant-select-show-search"><div class="ant-select-selector"><span class="ant-select-selection-wrap"><span class="ant-select-selection-search">${SEARCH_STAND_IN}</span>${shown}</span></div><span class="ant-select-arrow" unselectable="on" aria-hidden="true" style="user-select: none;">${icon(DownOutlined, 'ant-select-suffix')}</span>${clear}</div>`;
}

function datePicker(field: FieldDef, value: unknown, h: string): string {
  const text = typeof value === 'string' ? value : value && typeof (value as { format?: unknown }).format === 'function' ? (value as { format: (f: string) => string }).format('YYYY-MM-DD') : '';
  const clear = text ? `<span class="ant-picker-clear" role="button">${icon(CloseCircleFilled)}</span>` : '';
  return `<div class="ant-picker ant-picker-outlined ${h}" style="width: 100%;"><div class="ant-picker-input"><input aria-invalid="false" autocomplete="off" size="12"${attr('placeholder', placeholderOf(field))} readonly="" value="${esc(text)}"><span class="ant-picker-suffix">${icon(CalendarOutlined)}</span>${clear}</div></div>`;
}

function numberInput(field: FieldDef, value: unknown, h: string): string {
  const v = typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : '';
  const handler = (dir: 'up' | 'down', label: string, def: IconDefinition) =>
    `<span unselectable="on" role="button" aria-label="${label}" aria-disabled="false" class="ant-input-number-handler ant-input-number-handler-${dir}">${icon(def, `ant-input-number-handler-${dir}-inner`)}</span>`;
  const inner = `<div class="ant-input-number ${h} ant-input-number-outlined"${field.unit ? '' : ' style="width: 100%;"'}><div class="ant-input-number-handler-wrap">${handler('up', 'Increase Value', UpOutlined)}${handler('down', 'Decrease Value', DownOutlined)}</div><div class="ant-input-number-input-wrap"><input autocomplete="off" role="spinbutton"${attr('aria-valuenow', v || undefined)} step="1"${attr('placeholder', placeholderOf(field))} class="ant-input-number-input" readonly="" value="${esc(v)}"></div></div>`;
  if (!field.unit) return inner;
  return `<div class="ant-input-number-group-wrapper ant-input-number-group-wrapper-outlined ${h}" style="width: 100%;"><div class="ant-input-number-wrapper ant-input-number-group ${h}">${inner}<div class="ant-input-number-group-addon">${esc(field.unit)}</div></div></div>`;
}

function radioGroup(options: { label: string; value: string }[], value: unknown, disabled: boolean, h: string): string {
  const items = options.map((o) => {
    const on = o.value === value;
    const wrap = `ant-radio-wrapper${on ? ' ant-radio-wrapper-checked' : ''}${disabled ? ' ant-radio-wrapper-disabled' : ''}`;
    const radio = `ant-radio ant-wave-target${on ? ' ant-radio-checked' : ''}${disabled ? ' ant-radio-disabled' : ''}`;
    return `<label class="${wrap} ${h}"><span class="${radio}">${disabled ? `<input class="ant-radio-input" disabled="" readonly="" type="radio" value="${esc(o.value)}"${attr('checked', on)}>` : checkStandIn('ant-radio-input', 'radio', on)}<span class="ant-radio-inner"></span></span><span class="ant-radio-label">${esc(o.label)}</span></label>`;
  });
  return `<div class="ant-radio-group ant-radio-group-outline ${h}">${items.join('')}</div>`;
}

function checkbox(label: string, on: boolean, h: string, groupItem = false): string {
  return `<label class="ant-checkbox-wrapper${on ? ' ant-checkbox-wrapper-checked' : ''}${groupItem ? ' ant-checkbox-group-item' : ''} ${h}"><span class="ant-checkbox ant-wave-target ${h}${on ? ' ant-checkbox-checked' : ''}">${checkStandIn('ant-checkbox-input', 'checkbox', on)}<span class="ant-checkbox-inner"></span></span><span class="ant-checkbox-label">${esc(label)}</span></label>`;
}

function button(label: string, h: string, iconHtml = ''): string {
  return `<button type="button" class="ant-btn ${h} ant-btn-default ant-btn-color-default ant-btn-variant-outlined">${iconHtml ? `<span class="ant-btn-icon">${iconHtml}</span>` : ''}<span>${esc(label)}</span></button>`;
}

interface ImageItem { image_url?: string; image_name?: string; image_description?: string }

/** The rows an evidence photo's description grows between (image-list.tsx). */
const DESCRIPTION_ROWS = { minRows: 1, maxRows: 4 };

/** One image of an image list (image-list.tsx, edit mode): thumbnail, an evidence photo's title and description, 删除. */
function imageItem(field: FieldDef, img: ImageItem, ctx: MarkupContext, evidence: boolean): string {
  const h = ctx.hash;
  const src = ctx.imageSrc(String(img.image_url ?? ''));
  const item = (html: string) => `<div class="ant-space-item">${html}</div>`;
  const parts = [item(`<div class="ant-image ${h}" style="width: 88px; height: 88px;"><img alt="${esc(img.image_name || field.label)}" class="ant-image-img ${h}" src="${esc(src)}" width="88" height="88" style="height: 88px; object-fit: cover;"><div class="ant-image-mask"><div class="ant-image-mask-info">${icon(EyeOutlined)}预览</div></div></div>`)];
  if (evidence) {
    parts.push(item(`<input aria-label="图片标题" placeholder="图片标题" maxlength="50" readonly="" class="ant-input ant-input-sm ${h} ant-input-outlined" type="text" value="${esc(img.image_name ?? '')}">`));
    parts.push(item(`<textarea aria-label="图片描述" placeholder="简短描述" maxlength="${IMAGE_DESCRIPTION_MAX}" readonly="" class="ant-input ant-input-sm ${h} ant-input-outlined"${autoSize(ctx, DESCRIPTION_ROWS, 'small')}>${areaText(img.image_description)}</textarea>`));
  }
  parts.push(item(`<button type="button" class="ant-btn ${h} ant-btn-link ant-btn-dangerous ant-btn-color-dangerous ant-btn-variant-link ant-btn-sm"><span>删除</span></button>`));
  return `<div class="ant-space ${h} ant-space-vertical ant-space-align-center" data-testid="image-item" style="gap: 4px;${evidence ? ' width: 200px;' : ''}">${parts.join('')}</div>`;
}

/** An image list (image-list.tsx, edit mode): the images, the upload button while there is room, the limits. */
function imageList(field: FieldDef, value: unknown, ctx: MarkupContext): string {
  const h = ctx.hash;
  const images = (Array.isArray(value) ? value : []) as ImageItem[];
  const item = (html: string) => `<div class="ant-space-item">${html}</div>`;
  // the first item is Image.PreviewGroup's, there even when it holds no image
  const parts = [item(images.map((img) => imageItem(field, img, ctx, !!field.evidence)).join(''))];
  if (ctx.canUpload && (field.maxCount === undefined || images.length < field.maxCount)) {
    parts.push(item(`<span class="ant-upload-wrapper ${h}"><div class="ant-upload ant-upload-select"><span class="ant-upload">${button('上传图片', h, icon(PlusOutlined))}</span></div></span>`));
  }
  if (field.maxCount !== undefined) parts.push(item(`<span class="ant-typography ant-typography-secondary ${h}">jpg/png，每张不超过5MB，最多${field.maxCount}张</span>`));
  return `<div class="ant-space ${h} ant-space-horizontal ant-space-align-start" style="flex-wrap: wrap; gap: 12px;">${parts.join('')}</div>`;
}

/** The control of one field, without its FormItem; null when the preview has no markup for it. */
export function controlMarkup(field: FieldDef, value: unknown, ctx: MarkupContext): string | null {
  const h = ctx.hash;
  switch (field.kind) {
    case 'text': case 'idnumber': case 'phone':
      return field.unit ? null : textInput(field, value, h);
    case 'textarea': return textArea(field, value, h);
    case 'director': return directorInput(field, value, h);
    case 'number': return numberInput(field, value, h);
    case 'date': return datePicker(field, value, h);
    case 'select': return select(field, ctx.options(field.options).find((o) => o.value === value)?.label ?? (filled(value) ? String(value) : undefined), h);
    case 'town': case 'village': return select(field, filled(value) ? ctx.departmentName(value) ?? String(value) : undefined, h);
    case 'radio': case 'gender': return radioGroup(ctx.options(field.options), value, ctx.disabled(field), h);
    case 'have': case 'boolean': return checkbox(field.label, value === true, h);
    case 'checkboxes': {
      const on = new Set(Array.isArray(value) ? value : []);
      return `<div class="ant-checkbox-group ${h}">${ctx.options(field.options).map((o) => checkbox(o.label, on.has(o.value), h, true)).join('')}</div>`;
    }
    case 'sameAddress': return button(field.label, h);
    case 'images': return imageList(field, value, ctx);
    case 'table': return tableMarkup(field, value, ctx);
    case 'freeText': return freeText(field, value, ctx);
    default: return null;
  }
}

/** A FormItem around `control`: vertical with its label (grid items), or horizontal without (table cells). */
function formItem(control: string, h: string, opts: { label?: string; required?: boolean; span?: number }): string {
  const label = opts.label === undefined ? '' :
    `<div class="ant-formily-item-label"><div class="ant-formily-item-label-content"><span>${opts.required ? '<span class="ant-formily-item-asterisk">*</span>' : ''}<label>${esc(opts.label)}</label></span></div><span class="ant-formily-item-colon">:</span></div>`;
  const layout = opts.span === undefined ? 'ant-formily-item-layout-horizontal ant-formily-item-feedback-layout-loose ant-formily-item-label-align-right ant-formily-item-control-align-left'
    : 'ant-formily-item-layout-vertical ant-formily-item-feedback-layout-loose ant-formily-item-label-align-left ant-formily-item-control-align-left';
  return `<div${opts.span === undefined ? '' : ` data-grid-span="${opts.span}"`} class="ant-formily-item ${layout} ${h}">${label}<div class="ant-formily-item-control"><div class="ant-formily-item-control-content"><div class="ant-formily-item-control-content-component">${control}</div></div></div></div>`;
}

/** Kinds whose FormItem has no label: the control carries it (engine/compile-field.ts fieldToSchema). */
const UNLABELLED = new Set(['sameAddress', 'have', 'boolean']);

/** The FormItem of one grid field with its control, or null when the preview has no markup for the field. */
export function fieldMarkup(field: FieldDef, value: unknown, ctx: MarkupContext): string | null {
  const control = controlMarkup(field, value, ctx);
  if (control === null) return null;
  return formItem(control, ctx.hash, { label: UNLABELLED.has(field.kind) ? undefined : field.label, required: field.required, span: gridSpanOf(field) });
}

/** A table (ArrayTable of @formily/antd-v5): header, one row per value with a cell FormItem each, pagination, add button. */
function tableMarkup(field: FieldDef, value: unknown, ctx: MarkupContext): string | null {
  const h = ctx.hash;
  const columns = field.columns ?? [];
  const rows = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
  // an empty table shows antd's empty state, and more than 10 rows a second page: built for real
  if (!rows.length || rows.length > 10) return null;
  const cells: string[] = [];
  for (const [i, row] of rows.entries()) {
    const tds: string[] = [];
    for (const col of columns) {
      const control = controlMarkup(col, row?.[col.name], ctx);
      if (control === null) return null;
      tds.push(`<td class="ant-table-cell">${formItem(control, h, {})}</td>`);
    }
    tds.push(`<td class="ant-table-cell"><button type="button" class="ant-btn ${h} ant-btn-ghost ant-btn-icon-only ant-formily-array-base-remove ${h}" style="padding: 0px 0px 0px 6px; width: auto; height: auto;"><span class="ant-btn-icon">${icon(DeleteOutlined)}</span></button></td>`);
    cells.push(`<tr class="ant-table-row ant-table-row-level-0 ant-formily-array-table-row-${i + 1}" data-row-key="${i}" style="position: unset; touch-action: none; transform: none;">${tds.join('')}</tr>`);
  }
  const body = cells.join('');
  const head = [...columns.map((c) => c.label), '操作'].map((t) => `<th class="ant-table-cell" scope="col">${esc(t)}</th>`).join('');
  const cols = `${columns.map(() => '<col>').join('')}<col style="width: 80px;">`;
  const table = `<div class="ant-table-wrapper ${h}"><div class="ant-spin-nested-loading ${h}"><div class="ant-spin-container"><div class="ant-table ant-table-small ant-table-bordered ${h}"><div class="ant-table-container"><div class="ant-table-content"><table style="table-layout: auto;"><colgroup>${cols}</colgroup><thead class="ant-table-thead"><tr>${head}</tr></thead><tbody class="ant-formily-array-table-sort-helper ant-table-tbody">${body}</tbody></table></div></div></div></div></div></div>`;
  return `<div class="ant-formily-array-table ${h}">${table}${pagination(h)}<button type="button" class="ant-btn ${h} ant-btn-dashed ant-btn-color-default ant-btn-variant-dashed ant-btn-block ant-formily-array-base-addition ${h}"><span class="ant-btn-icon">${icon(PlusOutlined)}</span><span>添加${esc(field.label)}</span></button></div>`;
}

function pagination(h: string): string {
  const sel = (cls: string, title: string, extra: string) => `<div class="ant-select ant-select-outlined ${cls} ${h} ant-select-single ant-select-show-arrow${extra}"><div class="ant-select-selector"><span class="ant-select-selection-wrap"><span class="ant-select-selection-search">${SEARCH_STAND_IN}</span><span class="ant-select-selection-item" title="${title}">${title}</span></span></div><span class="ant-select-arrow" unselectable="on" aria-hidden="true" style="user-select: none;">${icon(DownOutlined, 'ant-select-suffix')}</span></div>`;
  return `<div style="margin-top: 5px; margin-bottom: 5px;"><div class="ant-formily-array-table-pagination ${h}"><div class="ant-space ${h} ant-space-horizontal ant-space-align-center ant-space-gap-row-small ant-space-gap-col-small"><div class="ant-space-item">${sel(`ant-formily-array-table-status-select ${h}`, '1', '').replace('<div class="ant-select ', '<div style="width: 60px;" class="ant-select ')}</div><div class="ant-space-item"><ul class="ant-pagination ${h}"><li title="上一页" class="ant-pagination-prev ant-pagination-disabled" aria-disabled="true"><button class="ant-pagination-item-link" type="button" tabindex="-1" disabled="">${icon(LeftOutlined)}</button></li><li title="1" class="ant-pagination-item ant-pagination-item-1 ant-pagination-item-active" tabindex="0"><a rel="nofollow">1</a></li><li title="下一页" class="ant-pagination-next ant-pagination-disabled" aria-disabled="true"><button class="ant-pagination-item-link" type="button" tabindex="-1" disabled="">${icon(RightOutlined)}</button></li><li class="ant-pagination-options">${sel('ant-pagination-options-size-changer', '10 条/页', ' ant-select-show-search')}</li></ul></div></div></div></div>`;
}
