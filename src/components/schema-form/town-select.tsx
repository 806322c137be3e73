/**
 * Town (乡镇/街道) picker over the department list (req children §9 GET /department/list/for/select). Changing
 * it by hand clears its village through the engine rule `townClearsVillage` (req child-forms §5).
 */
import { useMemo } from 'react';
import { Select as AntdSelect, type SelectProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { PreviewText } from '@formily/antd-v5';
import { useSchemaFormContext } from './context';

/** antd Select bound to the Formily field; in read mode the option label as text (PreviewText.Select). */
const DepartmentSelect = connect(AntdSelect, mapReadPretty(PreviewText.Select));

/** Select of `context.departments.towns` (value: the town's department id). */
export function TownSelect(props: SelectProps) {
  const { departments } = useSchemaFormContext();
  const options = useMemo(
    () => departments.towns.map((t) => ({ label: t.department_name, value: t.id })),
    [departments.towns],
  );
  return <DepartmentSelect allowClear showSearch optionFilterProp="label" {...props} options={options} />;
}

export { DepartmentSelect };
