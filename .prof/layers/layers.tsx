import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createForm, type Field as FField } from '@formily/core';
import { createSchemaField, Field, FormProvider, observer, useField } from '@formily/react';
import { FormItem, Input, Select } from '@formily/antd-v5';
import { ConfigProvider, DatePicker, Input as AInput, InputNumber, Radio, Select as ASelect } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';

const N = 60;
const OPTS = Array.from({ length: 10 }, (_, i) => ({ label: `选项${i}`, value: `v${i}` }));
const names = Array.from({ length: N }, (_, i) => `f${i}`);
const isSel = (i: number) => i % 2 === 0;

const SchemaField = createSchemaField({ components: { FormItem, Input, Select } });
const schema = { type: 'object', properties: Object.fromEntries(names.map((n, i) => [n, { type: 'string', title: `字段${i}`, 'x-decorator': 'FormItem', 'x-component': isSel(i) ? 'Select' : 'Input', enum: isSel(i) ? OPTS : undefined }])) };

const LightItem = observer(({ children }: { children?: React.ReactNode }) => {
  const field = useField<FField>();
  return <div className="li"><label>{field.title}</label>{children}{field.selfErrors.length ? <div className="err">{field.selfErrors[0]}</div> : null}</div>;
});
const BareSelect = observer(() => {
  const field = useField<FField>();
  return <ASelect value={field.value} options={OPTS} onChange={(v) => field.onInput(v)} style={{ width: '100%' }} allowClear />;
});
const BareInput = observer(() => {
  const field = useField<FField>();
  return <AInput value={field.value ?? ''} onChange={(e) => field.onInput(e.target.value)} allowClear />;
});

const variants: Record<string, () => React.ReactElement> = {
  a_schemafield: () => { const form = createForm({ values: { f0: 'v1' } }); return <FormProvider form={form}><div className="g"><SchemaField schema={schema as never} /></div></FormProvider>; },
  b_field: () => { const form = createForm(); return <FormProvider form={form}><div className="g">{names.map((n, i) => <Field key={n} name={n} title={`字段${i}`} decorator={[FormItem]} component={isSel(i) ? [Select, { options: OPTS }] : [Input]} />)}</div></FormProvider>; },
  c_light_item: () => { const form = createForm(); return <FormProvider form={form}><div className="g">{names.map((n, i) => <Field key={n} name={n} title={`字段${i}`} decorator={[LightItem]} component={isSel(i) ? [Select, { options: OPTS }] : [Input]} />)}</div></FormProvider>; },
  d_light_bare: () => { const form = createForm(); return <FormProvider form={form}><div className="g">{names.map((n, i) => <Field key={n} name={n} title={`字段${i}`} decorator={[LightItem]} component={[isSel(i) ? BareSelect : BareInput]} />)}</div></FormProvider>; },
  e_antd_only: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label>{isSel(i) ? <ASelect options={OPTS} style={{ width: '100%' }} allowClear /> : <AInput allowClear />}</div>)}</div>,
  t_select: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><ASelect options={OPTS} style={{ width: '100%' }} allowClear /></div>)}</div>,
  t_select_plain: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><ASelect options={OPTS} style={{ width: '100%' }} /></div>)}</div>,
  t_input: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><AInput allowClear /></div>)}</div>,
  t_input_plain: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><AInput /></div>)}</div>,
  t_radio3: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><Radio.Group options={['是', '否', '不详']} /></div>)}</div>,
  t_number: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><InputNumber style={{ width: '100%' }} /></div>)}</div>,
  t_textarea: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><AInput.TextArea /></div>)}</div>,
  t_date: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label><DatePicker style={{ width: '100%' }} /></div>)}</div>,
  f_native: () => <div className="g">{names.map((n, i) => <div className="li" key={n}><label>字段{i}</label>{isSel(i) ? <select>{OPTS.map((o) => <option key={o.value}>{o.label}</option>)}</select> : <input />}</div>)}</div>,
};

const container = document.getElementById('root')!;
const layout = () => void document.body.getBoundingClientRect().height;
(window as any).run = (name: string, reps = 12) => {
  const mount: number[] = []; const unmount: number[] = [];
  for (let r = 0; r < reps; r++) {
    const root = createRoot(container);
    const el = variants[name]();
    let t0 = performance.now();
    flushSync(() => root.render(<ConfigProvider locale={zhCN}>{el}</ConfigProvider>));
    layout();
    mount.push(performance.now() - t0);
    t0 = performance.now();
    flushSync(() => root.unmount());
    layout();
    unmount.push(performance.now() - t0);
  }
  const med = (a: number[]) => a.slice(2).sort((x, y) => x - y)[(a.length - 2) >> 1];
  return { name, mountPerField: med(mount) / N, unmountPerField: med(unmount) / N };
};
(window as any).names = Object.keys(variants);
(window as any).ready = true;
