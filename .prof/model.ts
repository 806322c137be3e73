import { performance } from 'node:perf_hooks';
import { createSchemaForm } from '../src/components/schema-form/create-schema-form';
import { allFields } from '../engine';
import { FORM_SCHEMAS } from '../schemas';
import { OPTION_LISTS } from '../option-lists';
import { sampleRecord } from '../bench/sample-record';
import type { Field } from '@formily/core';

const cs = FORM_SCHEMAS.investigate_cs;
const rec = sampleRecord(cs, OPTION_LISTS, { town: 1, village: 1000 });
(globalThis as any).queueMicrotask = (globalThis as any).queueMicrotask;
const times: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 30); i++) {
  const form = createSchemaForm(cs, { initialValues: { ...rec, child_disability: '残疾' }, mode: 'edit' });
  // create every field like the renderer (flat names)
  form.createVoidField({ name: 'tabs' });
  for (const { field: f, tabPath } of allFields(cs)) {
    let base = 'tabs';
    for (const key of tabPath) { form.createVoidField({ name: key, basePath: base }); base = `${base}.${key}`; }
    form.createField({ name: f.name, basePath: base });
  }
  const trig = form.query('child_disability').take() as Field;
  const t0 = performance.now();
  trig.onInput('重病');
  times.push(performance.now() - t0);
}
console.log('first', times.slice(0,3).map(t=>t.toFixed(2)).join(' '));
times.sort((a, b) => a - b);
console.log('median', times[times.length >> 1].toFixed(2), 'min', times[0].toFixed(2), 'n', times.length);
