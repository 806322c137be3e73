/**
 * A small form exercising the kinds and rule shapes tab 1 of investigate_cs does not use yet (have, date,
 * numeric text, checkboxes, table, a hidden tab, `set` and `copy` rules).
 */
import type { FormSchema } from '../../engine/types';

export const fixture: FormSchema = {
  id: 'fixture',
  genre: 'cs',
  title: '测试表',
  tabs: [
    {
      key: 'one',
      title: '第一页',
      fields: [
        { name: 'name', label: '姓名', kind: 'text', required: true, maxLength: 4 },
        { name: 'idnumber', label: '身份证号码', kind: 'idnumber' },
        { name: 'gender', label: '性别', kind: 'gender', options: 'child_gender', deriveFrom: 'idnumber' },
        { name: 'phone', label: '父亲电话', kind: 'phone' },
        { name: 'birthday', label: '出生日期', kind: 'date' },
        { name: 'insured', label: '参保', kind: 'have' },
        { name: 'amount', label: '金额', kind: 'text', numeric: true, maxLength: 6 },
        { name: 'days', label: '住院天数', kind: 'number', unit: '天' },
        { name: 'flags', label: '标记', kind: 'checkboxes', options: 'yes_no' },
        { name: 'guardian', label: '实际监护人', kind: 'select', options: 'yes_no' },
        { name: 'guardian_name', label: '监护人姓名', kind: 'text' },
        { name: 'mode', label: '模式', kind: 'radio', options: 'yes_no' },
        { name: 'mode_detail', label: '模式说明', kind: 'text', visibleWhen: { field: 'mode', in: ['是'] } },
        {
          name: 'members',
          label: '家庭成员',
          kind: 'table',
          columns: [
            { name: 'name', label: '成员姓名', kind: 'text', required: true },
            { name: 'phone', label: '成员电话', kind: 'phone' },
          ],
        },
      ],
    },
    {
      key: 'two',
      title: '第二页',
      visibleWhen: { field: 'insured', in: ['有'] },
      fields: [
        { name: 'insurance_note', label: '参保说明', kind: 'textarea' },
        { name: 'proof', label: '证明', kind: 'images', maxCount: 2 },
      ],
    },
  ],
  rules: [
    { id: 'insured-none-sets-days', when: { field: 'insured', in: ['无'] }, set: { days: 0 } },
    {
      id: 'guardian-copies-name',
      on: 'guardian',
      when: { field: 'guardian', in: ['是'] },
      copy: { from: ['name'], to: ['guardian_name'] },
      initial: false,
    },
    { id: 'flags-clear-mode-detail', when: { field: 'flags', in: ['否'] }, clear: ['mode_detail'] },
    { id: 'guardian-clears-name', on: 'guardian', when: { field: 'guardian', in: ['否'] }, clear: ['guardian_name'] },
  ],
};
