/**
 * School and grade pickers (req child-forms §6.3 "School and grade can be chosen from lists or typed (a switch);
 * higher education is always typed. The grade value is grade plus class joined."). The engine compiles a
 * school / grade field with `stage` (the field holding the education stage), `options` (stage value → the
 * options offered) and, for a grade, `classes`. A stage without options is typed only. Stored values are text.
 */
import { useState, type ReactNode } from 'react';
import { Input, Select, Switch } from 'antd';
import { PreviewText } from '@formily/antd-v5';
import { observer, useField, useForm } from '@formily/react';
import type { Field } from '@formily/core';

type Option = { label: string; value: string };
interface PickerProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  stage?: string;
  options?: Record<string, Option[]>;
  classes?: Option[];
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}

/** The options of the current stage (none when the stage is empty or has no list). */
function useStageOptions(props: PickerProps): Option[] {
  const form = useForm();
  const stage = props.stage ? form.values[props.stage] : undefined;
  return typeof stage === 'string' ? (props.options?.[stage] ?? []) : [];
}

/** A grade value split into a listed grade and a listed class (either may be missing), or null when it is not listed. */
export function splitGrade(
  value: string | undefined,
  grades: Option[],
  classes: Option[],
): { grade?: string; cls?: string } | null {
  if (!value) return {};
  const grade = grades.find((g) => value.startsWith(g.value))?.value;
  const rest = grade ? value.slice(grade.length) : value;
  const cls = classes.find((c) => c.value === rest)?.value;
  if (rest && !cls) return null;
  return grade || cls ? { grade, cls } : null;
}

function Layout({
  picker,
  canPick,
  typed,
  setTyped,
  disabled,
}: {
  picker: ReactNode;
  canPick: boolean;
  typed: boolean;
  setTyped: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <div style={{ flex: 1, minWidth: 0 }}>{picker}</div>
      {canPick && (
        <Switch
          size="small"
          checked={typed}
          onChange={setTyped}
          disabled={disabled}
          checkedChildren="输入"
          unCheckedChildren="选择"
          aria-label="手动输入"
        />
      )}
    </div>
  );
}

const typedInput = (props: PickerProps) => (
  <Input
    value={props.value ?? ''}
    maxLength={props.maxLength}
    placeholder={props.placeholder}
    disabled={props.disabled}
    allowClear
    onChange={(e) => props.onChange?.(e.target.value || undefined)}
  />
);

/** School: a searchable select of the stage's schools, or typed (the switch, or a stage without a list). */
export const SchoolPicker = observer((props: PickerProps) => {
  const field = useField<Field>();
  const options = useStageOptions(props);
  const [typed, setTyped] = useState(() => !!props.value && !options.some((o) => o.value === props.value));
  if (field.pattern === 'readPretty') return <PreviewText.Input value={props.value} />;
  const canPick = options.length > 0;
  const picker =
    !canPick || typed ? (
      typedInput(props)
    ) : (
      <Select
        style={{ width: '100%' }}
        value={props.value}
        options={options}
        placeholder={props.placeholder}
        disabled={props.disabled}
        allowClear
        showSearch
        optionFilterProp="label"
        onChange={(v) => props.onChange?.(v ?? undefined)}
      />
    );
  return (
    <Layout picker={picker} canPick={canPick} typed={typed || !canPick} setTyped={setTyped} disabled={props.disabled} />
  );
});

/** Grade: a grade select and a class select whose values are joined (三年级 + 2班 → 三年级2班), or typed. */
export const GradePicker = observer((props: PickerProps) => {
  const field = useField<Field>();
  const grades = useStageOptions(props);
  const classes = props.classes ?? [];
  const [typed, setTyped] = useState(() => splitGrade(props.value, grades, classes) === null);
  if (field.pattern === 'readPretty') return <PreviewText.Input value={props.value} />;
  const canPick = grades.length > 0;
  const parts = splitGrade(props.value, grades, classes) ?? {};
  const join = (grade?: string, cls?: string): void => props.onChange?.(`${grade ?? ''}${cls ?? ''}` || undefined);
  const picker =
    !canPick || typed ? (
      typedInput(props)
    ) : (
      <div style={{ display: 'flex', gap: 8 }}>
        <Select
          style={{ flex: 1 }}
          value={parts.grade}
          options={grades}
          placeholder="年级"
          disabled={props.disabled}
          allowClear
          onChange={(g) => join(g ?? undefined, parts.cls)}
          aria-label="年级"
        />
        <Select
          style={{ flex: 1 }}
          value={parts.cls}
          options={classes}
          placeholder="班级"
          disabled={props.disabled}
          allowClear
          onChange={(c) => join(parts.grade, c ?? undefined)}
          aria-label="班级"
        />
      </div>
    );
  return (
    <Layout picker={picker} canPick={canPick} typed={typed || !canPick} setTyped={setTyped} disabled={props.disabled} />
  );
});
