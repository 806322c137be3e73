/**
 * The Formily SchemaField with every component name the engine compiler emits (engine/compile-field.ts
 * KIND_COMPONENTS, plus FormTab, FormGrid, FormItem and the read-mode ChildTaskList).
 */
import { createSchemaField } from '@formily/react';
import { ArrayTable, Checkbox, DatePicker, FormGrid, FormItem, Input, NumberPicker, Radio, Select } from '@formily/antd-v5';
import { BoundFormTab } from './bound-form-tab';
import { ChildTaskList } from './child-task-list';
import { DirectorDisplay } from './director-display';
import { FreeText } from './free-text';
import { ImageList } from './image-list';
import { GradePicker, SchoolPicker } from './school-picker';
import { SameAddressButton } from './same-address-button';
import { TownSelect } from './town-select';
import { VillageSelect } from './village-select';

export const SchemaField = createSchemaField({
  components: {
    FormItem, FormGrid, FormTab: BoundFormTab,
    Input, NumberPicker, DatePicker, Select, Radio, Checkbox, ArrayTable,
    TownSelect, VillageSelect, DirectorDisplay, ImageList, SameAddressButton,
    SchoolPicker, GradePicker, FreeText, ChildTaskList,
  },
});
