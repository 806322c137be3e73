/**
 * The Formily SchemaField with every component name the engine compiler emits (engine/compile-field.ts
 * KIND_COMPONENTS, plus FormTab, PaneGrid, FormItem (form-item.tsx) and the read-mode ChildTaskList and ScreenPane).
 */
import { createSchemaField } from '@formily/react';
import { ArrayTable, Checkbox, DatePicker, Input, NumberPicker, Radio, Select } from '@formily/antd-v5';
import { ChildTaskList, ScreenPane } from './child-task-list';
import { DirectorDisplay } from './director-display';
import { SchemaFormItem } from './form-item';
import { FreeText } from './free-text';
import { ImageList } from './image-list';
import { PaneGrid } from './pane-grid';
import { GradePicker, SchoolPicker } from './school-picker';
import { SameAddressButton } from './same-address-button';
import { SchemaTabs } from './schema-tabs';
import { TownSelect } from './town-select';
import { VillageSelect } from './village-select';

export const SchemaField = createSchemaField({
  components: {
    // Formily's FormItem, silent on a field the user cannot change (form-item.tsx, issue 29)
    FormItem: SchemaFormItem,
    PaneGrid,
    FormTab: SchemaTabs,
    Input,
    NumberPicker,
    DatePicker,
    Select,
    Radio,
    Checkbox,
    ArrayTable,
    TownSelect,
    VillageSelect,
    DirectorDisplay,
    ImageList,
    SameAddressButton,
    SchoolPicker,
    GradePicker,
    FreeText,
    ChildTaskList,
    ScreenPane,
  },
});
