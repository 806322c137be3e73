/**
 * The filter row of the generic list page: renders a config's filters (town, village of that town,
 * keyword, fixed select, several of fixed options, a day, a range of days) and a 重置 button. Each filter writes its
 * query parameter(s) (types.ts). Every control is named by its filter's label (`aria-label`: the Form.Item label is
 * not tied to the control, which has no form field name; issue 29, WCAG 4.1.2).
 */
import { useEffect, useState } from 'react';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useDepartments } from '../use-departments';
import type { FilterDef, FilterValue, FilterValues } from './types';

type Props = {
  filters: FilterDef[];
  values: FilterValues;
  onChange: (name: string, value: FilterValue) => void;
  onReset: () => void;
  /** One filter under the other, each as wide as its column (the phone's 筛选 drawer, list-page.tsx). */
  vertical?: boolean;
};

function KeywordInput({
  value,
  label,
  placeholder,
  width,
  onSearch,
}: {
  value: FilterValue;
  label: string;
  placeholder?: string;
  width: number | string;
  onSearch: (v: string) => void;
}) {
  const [draft, setDraft] = useState(String(value ?? ''));
  useEffect(() => setDraft(String(value ?? '')), [value]);
  return (
    <Input.Search
      allowClear
      value={draft}
      placeholder={placeholder}
      aria-label={label}
      style={{ width }}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(v) => onSearch(v.trim())}
      enterButton="查询"
    />
  );
}

export function FilterBar({ filters, values, onChange, onReset, vertical }: Props) {
  const needsDepartments = filters.some((f) => f.kind === 'town' || f.kind === 'village');
  const departments = useDepartments(needsDepartments);
  if (filters.length === 0) return null;

  const pickerStyle = { width: vertical ? '100%' : 180 };
  const wideStyle = { width: vertical ? '100%' : 240 };
  return (
    <Form layout={vertical ? 'vertical' : 'inline'} style={{ marginBottom: 16, rowGap: 12 }}>
      {filters.map((f) => {
        let control;
        if (f.kind === 'town') {
          control = (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="请选择乡镇"
              aria-label={f.label}
              style={pickerStyle}
              loading={departments.isLoading}
              value={values[f.name] as number | undefined}
              onChange={(v) => onChange(f.name, v)}
              options={departments.towns.map((t) => ({ label: t.department_name, value: t.id }))}
            />
          );
        } else if (f.kind === 'village') {
          const town = f.fixedTown ?? values[f.town];
          control = (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={town ? '请选择村居' : '请先选择乡镇'}
              style={pickerStyle}
              disabled={!town}
              aria-label={f.label}
              value={values[f.name]}
              onChange={(v) => onChange(f.name, v)}
              options={departments.villagesOf(Number(town)).map((v) => ({ label: v.department_name, value: v.id }))}
            />
          );
        } else if (f.kind === 'keyword') {
          control = (
            <KeywordInput
              value={values[f.name]}
              label={f.label}
              placeholder={f.placeholder}
              width={wideStyle.width}
              onSearch={(v) => onChange(f.name, v || undefined)}
            />
          );
        } else if (f.kind === 'multiSelect') {
          const value = values[f.name];
          control = (
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder={`请选择${f.label}`}
              aria-label={f.label}
              style={wideStyle}
              value={Array.isArray(value) ? value : []}
              onChange={(v: (string | number)[]) => onChange(f.name, v)}
              options={f.options}
            />
          );
        } else if (f.kind === 'date') {
          const day = values[f.name];
          control = (
            <DatePicker
              aria-label={f.label}
              style={vertical ? pickerStyle : undefined}
              value={day ? dayjs(String(day)) : null}
              onChange={(d) => onChange(f.name, d ? d.format('YYYY-MM-DD') : undefined)}
            />
          );
        } else if (f.kind === 'dateRange') {
          const { to } = f;
          const [begin, end] = [values[to[0]], values[to[1]]].map((v) => (v ? String(v) : ''));
          const day = (d: { format: (f: string) => string } | null | undefined) => d?.format('YYYY-MM-DD');
          control = (
            <DatePicker.RangePicker
              aria-label={f.label}
              style={vertical ? pickerStyle : undefined}
              allowEmpty={[true, true]}
              value={begin || end ? [begin ? dayjs(begin) : null, end ? dayjs(end) : null] : null}
              onChange={(range) => {
                onChange(to[0], day(range?.[0]));
                onChange(to[1], day(range?.[1]));
              }}
            />
          );
        } else {
          control = (
            <Select
              allowClear
              placeholder={`请选择${f.label}`}
              style={pickerStyle}
              aria-label={f.label}
              value={values[f.name]}
              onChange={(v) => onChange(f.name, v)}
              options={f.options}
            />
          );
        }
        return (
          <Form.Item key={f.name} label={f.label}>
            {control}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Button onClick={onReset}>重置</Button>
      </Form.Item>
    </Form>
  );
}
