/**
 * The offence identification block of the gta form (req gta §2.5 tab 5 "Marginal identification
 * information", §3.6 "Offence identification", §4.5) and its rules. gta only.
 *
 * child_crime (涉嫌犯罪 / 违反治安管理 / 不良行为)
 * ├─ 涉嫌犯罪 → child_crime_level (未达刑事责任年龄 / 移送司法机关)
 * │   ├─ 未达刑事责任年龄 → child_crime_level_underage (未满12周岁 / 未满14周岁 / 未满16周岁)
 * │   └─ 移送司法机关 → child_crime_level_overage (不批捕 / 不起诉 / 社区矫正)
 * ├─ 违反治安管理 → crime_regulation pair
 * └─ 不良行为 → crime_misconduct pair
 *
 * Each final choice reveals its own pair (req gta §3 "Per situation a resume text and an advise number in
 * hours, with stems …"): `${stem}_resume` (textarea) and `${stem}_advise` (number, 小时). The spec gives the
 * stems only; the full names are the stem plus `_resume` / `_advise`, e.g. `underage_twelve_resume`.
 * A field is shown only while its choice holds (hidden means gone) and a `when` rule empties it once the
 * choice changes (req child-forms §5 "a change clears the dependents"), so a value never comes back on re-choosing.
 */
import type { Condition, FieldDef, Rule } from '../../engine/types';

/** One situation with its own resume/advise pair: the choice field and the value that reveals it. */
export interface OffenceSituation {
  stem: string;
  label: string;
  field: string;
  value: string;
}

/** req gta §3 stems, in the spec's order, with the choice that reveals each (req gta §6). */
export const OFFENCE_SITUATIONS: readonly OffenceSituation[] = [
  { stem: 'underage_twelve', label: '未满12周岁', field: 'child_crime_level_underage', value: '未满12周岁' },
  { stem: 'underage_fourteen', label: '未满14周岁', field: 'child_crime_level_underage', value: '未满14周岁' },
  { stem: 'underage_sixteen', label: '未满16周岁', field: 'child_crime_level_underage', value: '未满16周岁' },
  { stem: 'overage_arrest', label: '不批捕', field: 'child_crime_level_overage', value: '不批捕' },
  { stem: 'overage_sue', label: '不起诉', field: 'child_crime_level_overage', value: '不起诉' },
  { stem: 'overage_socialwork', label: '社区矫正', field: 'child_crime_level_overage', value: '社区矫正' },
  { stem: 'crime_regulation', label: '违反治安管理', field: 'child_crime', value: '违反治安管理' },
  { stem: 'crime_misconduct', label: '不良行为', field: 'child_crime', value: '不良行为' },
];

/** The choices that reveal a nested choice field (req gta §6). */
const SUSPECTED: Condition = { field: 'child_crime', in: ['涉嫌犯罪'] };
const UNDERAGE: Condition = { field: 'child_crime_level', in: ['未达刑事责任年龄'] };
const OVERAGE: Condition = { field: 'child_crime_level', in: ['移送司法机关'] };

/** The resume text length limit (a short account, like the spec's other resume fields). */
export const RESUME_MAX_LENGTH = 500;

/** The two field names of a situation's pair. */
export function pairNames(stem: string): [resume: string, advise: string] {
  return [`${stem}_resume`, `${stem}_advise`];
}

function pairFields(s: OffenceSituation): FieldDef[] {
  const visibleWhen: Condition = { field: s.field, in: [s.value] };
  const [resume, advise] = pairNames(s.stem);
  return [
    { name: resume, label: `${s.label}情况简述`, kind: 'textarea', maxLength: RESUME_MAX_LENGTH, span: 2, visibleWhen },
    { name: advise, label: `${s.label}建议帮教时长`, kind: 'number', unit: '小时', visibleWhen },
  ];
}

/** The four choice fields and the eight pairs, each pair right after the choice that reveals it. */
export function offenceFields(): FieldDef[] {
  const pairsOf = (field: string): FieldDef[] =>
    OFFENCE_SITUATIONS.filter((s) => s.field === field).flatMap(pairFields);
  return [
    { name: 'child_crime', label: '行为性质', kind: 'radio', options: 'child_crime', span: 3 },
    ...pairsOf('child_crime'),
    {
      name: 'child_crime_level',
      label: '处理结果',
      kind: 'radio',
      options: 'child_crime_level',
      visibleWhen: SUSPECTED,
      span: 3,
    },
    {
      name: 'child_crime_level_underage',
      label: '未达刑事责任年龄情形',
      kind: 'radio',
      options: 'child_crime_level_underage',
      visibleWhen: UNDERAGE,
      span: 3,
    },
    ...pairsOf('child_crime_level_underage'),
    {
      name: 'child_crime_level_overage',
      label: '司法处理结果',
      kind: 'radio',
      options: 'child_crime_level_overage',
      visibleWhen: OVERAGE,
      span: 3,
    },
    ...pairsOf('child_crime_level_overage'),
  ];
}

/**
 * req gta §6 as clearing rules (the matching `visibleWhen`s hide the same fields):
 * - `offence-crime-clears-level`: child_crime not 涉嫌犯罪 clears child_crime_level;
 * - `offence-level-clears-underage` / `-overage`: child_crime_level not 未达刑事责任年龄 / 移送司法机关 clears
 *   the age choice / the judicial result;
 * - `offence-${stem}-pair`: the revealing choice no longer holding clears `${stem}_resume` and `${stem}_advise`.
 * The chain clears transitively (a cleared level no longer equals 未达刑事责任年龄, which clears the age ...).
 */
export function offenceRules(): Rule[] {
  return [
    {
      id: 'offence-crime-clears-level',
      when: { field: 'child_crime', notIn: ['涉嫌犯罪'] },
      clear: ['child_crime_level'],
    },
    {
      id: 'offence-level-clears-underage',
      when: { field: 'child_crime_level', notIn: ['未达刑事责任年龄'] },
      clear: ['child_crime_level_underage'],
    },
    {
      id: 'offence-level-clears-overage',
      when: { field: 'child_crime_level', notIn: ['移送司法机关'] },
      clear: ['child_crime_level_overage'],
    },
    ...OFFENCE_SITUATIONS.map((s): Rule => ({
      id: `offence-${s.stem}-pair`,
      when: { field: s.field, notIn: [s.value] },
      clear: pairNames(s.stem),
    })),
  ];
}
