/**
 * Village (村/居) picker: the villages whose department_parent is the current value of the field's town
 * field (req shell-and-accounts §7.3 "the village list is filtered by parent"). Empty until a town is chosen.
 */
import { useMemo } from 'react';
import type { SelectProps } from 'antd';
import { observer, useForm } from '@formily/react';
import { useSchemaFormContext } from './context';
import { DepartmentSelect } from './town-select';

/** Select of the villages of the town held by form field `town` (x-component-props from the compiler). */
export const VillageSelect = observer((props: SelectProps & { town?: string }) => {
  const { town, ...rest } = props;
  const form = useForm();
  const { departments } = useSchemaFormContext();
  const townId = town ? Number(form.values[town]) : NaN;
  const options = useMemo(
    () =>
      departments.villages
        .filter((v) => v.department_parent === townId)
        .map((v) => ({ label: v.department_name, value: v.id })),
    [departments.villages, townId],
  );
  return (
    <DepartmentSelect
      allowClear
      showSearch
      optionFilterProp="label"
      {...rest}
      options={options}
      notFoundContent={Number.isNaN(townId) ? '请先选择乡镇（街道）' : undefined}
    />
  );
});
