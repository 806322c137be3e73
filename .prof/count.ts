import { createSchemaForm } from '../src/components/schema-form/create-schema-form';
import { allFields } from '../engine';
import { FORM_SCHEMAS } from '../schemas';
import { OPTION_LISTS } from '../option-lists';
import { sampleRecord } from '../bench/sample-record';
import type { Field } from '@formily/core';
const cs = FORM_SCHEMAS.investigate_cs;
const rec = sampleRecord(cs, OPTION_LISTS, { town: 1, village: 1000 });
const form = createSchemaForm(cs, { initialValues: { ...rec, child_disability: '残疾' }, mode: 'edit' });
form.createVoidField({ name: 'tabs' });
for (const { field: f, tabPath } of allFields(cs)) {
  let base = 'tabs';
  for (const key of tabPath) { if (!form.fields[`${base}.${key}`]) form.createVoidField({ name: key, basePath: base }); base = `${base}.${key}`; }
  form.createField({ name: f.name, basePath: base });
}
let events = 0; form.addEffects('count', () => {}); 
const origNotify = form.notify.bind(form); (form as any).notify = (t: string, p: any) => { events++; return origNotify(t, p); };
(globalThis as any).__vis = 0;
const trig = form.query('child_disability').take() as Field;
trig.onInput('重病');
console.log('visibility() calls in the click', (globalThis as any).__vis, 'form.notify events', events);
await new Promise((r) => setTimeout(r, 50));
console.log('after deferred', (globalThis as any).__vis, events);
// second pass: which keys change during a click
{
  const { observe } = await import('@formily/reactive');
  const { visibilityInputs } = await import('../engine/visibility');
  const inputs = new Set(visibilityInputs(cs));
  const form2 = createSchemaForm(cs, { initialValues: { ...rec, child_disability: '残疾' }, mode: 'edit' });
  form2.createVoidField({ name: 'tabs' });
  for (const { field: f, tabPath } of allFields(cs)) {
    let base = 'tabs';
    for (const key of tabPath) { if (!form2.fields[`${base}.${key}`]) form2.createVoidField({ name: key, basePath: base }); base = `${base}.${key}`; }
    form2.createField({ name: f.name, basePath: base });
  }
  const log: string[] = [];
  observe(form2.values, (c: any) => { log.push(`${c.type}:${String(c.key)}${inputs.has(String(c.key)) ? '(input)' : ''}`); });
  (globalThis as any).__vis = 0;
  (form2.query('child_disability').take() as Field).onInput('重病');
  console.log('click changes', log.length, 'vis', (globalThis as any).__vis, log.join(' '));
  log.length = 0; (globalThis as any).__vis = 0;
  await new Promise((r) => setTimeout(r, 50));
  console.log('deferred changes', log.length, 'vis', (globalThis as any).__vis, log.join(' '));
}
