/**
 * Plans a value for every field of a form so that as many fields as possible are visible and kept by
 * normalize(): each choice field takes, in turn, the option that leaves the most values after
 * normalize(). Pure (engine only); the e2e driver then types the plan into the browser.
 */
import { allFields, normalize, visibleFields } from '../../engine';
import type { FieldDef, FormSchema, FormValues } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import { makeIdNumber } from '../../domain/id-number';

export type Place = { town: number; village: number; townName: string; villageName: string };

const CHOICE = new Set(['select', 'radio', 'checkboxes', 'have', 'boolean']);
let sequence = 700;

export function optionsOf(field: FieldDef): string[] {
  return field.options ? (OPTION_LISTS[field.options]?.options ?? []).map((o) => o.value) : [];
}

function initial(field: FieldDef, place: Place): unknown {
  const text = (suffix: string) => `${field.label}${suffix}`.slice(0, field.maxLength ?? 50);
  switch (field.kind) {
    case 'text':
      return field.numeric ? '12' : text('甲');
    case 'textarea':
      return text('的情况说明');
    case 'number':
      return 3;
    case 'date':
      return '2020-05-06';
    case 'select':
    case 'radio':
      return optionsOf(field)[0];
    case 'checkboxes':
      return optionsOf(field).slice(0, 1);
    case 'have':
      return '有';
    case 'boolean':
      return true;
    case 'idnumber':
      return field.name === 'child_idnumber'
        ? makeIdNumber('321281', '20140307', sequence++)
        : makeIdNumber('321281', '19850911', sequence++);
    case 'phone':
      return '13812345678';
    case 'town':
      return place.town;
    case 'village':
      return place.village;
    case 'images':
      return [{ image_url: 'planned.png' }]; // the driver uploads a real PNG
    case 'table':
      return [Object.fromEntries((field.columns ?? []).map((c) => [c.name, initial(c, place)]))];
    default:
      return undefined;
  }
}

/** The planned stored values (before normalize) and the fields visible with them. */
export function planForm(schema: FormSchema, place: Place): { values: FormValues; visible: Set<string> } {
  const values: FormValues = {};
  const fields = allFields(schema).map((f) => f.field);
  for (const f of fields) {
    const v = initial(f, place);
    if (v !== undefined) values[f.name] = v;
  }
  const kept = (candidate: FormValues) => Object.keys(normalize(schema, candidate)).length;
  for (let pass = 0; pass < 2; pass++) {
    for (const f of fields) {
      if (!CHOICE.has(f.kind)) continue;
      const candidates: unknown[] =
        f.kind === 'have'
          ? ['有', '无']
          : f.kind === 'boolean'
            ? [true, false]
            : f.kind === 'checkboxes'
              ? optionsOf(f).map((o) => [o])
              : optionsOf(f);
      let best = values[f.name],
        bestScore = kept(values);
      for (const c of candidates) {
        const score = kept({ ...values, [f.name]: c });
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      values[f.name] = best;
    }
  }
  return { values, visible: visibleFields(schema, normalize(schema, values)) };
}
