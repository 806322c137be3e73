/**
 * Parents and the other (actual) guardian (req child-forms §3 `parent_father_*`, `parent_mother_*`,
 * `parent_other_*` of investigate_cs and investigate_ow) with the distress-form parent-health sub-fields and
 * their rules (req child-forms §5.2 "Distress parent health", "Actual guardian"). Every function returns plain data.
 *
 * Naming: a part `p` of prefix `x` is the field `${x}_${p}` (parent_father_name …); the workplace part gives
 * `${x}_workplace_province`, `_workplace_city`, `_workplace_location`; the health sub-fields are
 * `${x}_health_<sub>` (parent_father_health_disability …).
 */
import type { Condition, FieldDef, Rule } from '../../engine/types';
import { NAME_MAX_LENGTH } from './limits';

/** The three people of req child-forms §3: father, mother, the other guardian. */
export type ParentPrefix = 'parent_father' | 'parent_mother' | 'parent_other';
/** The two parents: only they carry health sub-fields. */
export type ParentOf = 'parent_father' | 'parent_mother';

/** One part of a person's block; `workplace` gives three fields (province, city, location). */
export type ParentPart =
  | 'name'
  | 'birthday'
  | 'idnumber'
  | 'phone'
  | 'health'
  | 'job'
  | 'workplace'
  | 'relative'
  | 'education'
  | 'cohabitation'
  | 'intimate'
  | 'location';

/** The parts of each person in the ow form (req child-forms §4 information.investigate_ow: name, birthday, idnumber, phone, workplace_*). */
export const OW_PARENT_PARTS: ParentPart[] = ['name', 'birthday', 'idnumber', 'phone', 'workplace'];
/** The parts of each person in the gta form (req gta §3: name, birthday, idnumber, phone, job, workplace_*). */
export const GTA_PARENT_PARTS: ParentPart[] = ['name', 'birthday', 'idnumber', 'phone', 'job', 'workplace'];
/** The distress (cs) form's other guardian (req child-forms §3 parent_other_*). */
export const CS_GUARDIAN_PARTS: ParentPart[] = [
  'name',
  'relative',
  'idnumber',
  'health',
  'phone',
  'education',
  'cohabitation',
  'intimate',
];

/** Label overrides by field suffix (`name`, `workplace_city` …); the default is the person's word + the part. */
export type ParentLabels = Partial<
  Record<ParentPart | 'workplace_province' | 'workplace_city' | 'workplace_location', string>
>;

const WHO: Record<ParentPrefix, string> = { parent_father: '父亲', parent_mother: '母亲', parent_other: '监护人' };

/** req child-forms §5.2: the health words that mean the parent is absent for good (idnumber and phone hidden and cleared). */
export const PARENT_ABSENT = ['自然死亡', '宣告死亡', '宣告失踪', '离家出走'] as const;

/** The option list of a person's health: the father's list lacks 改嫁 (req child-forms §7.2 "remarried (mother only)"). */
export const healthList = (prefix: ParentPrefix): string =>
  prefix === 'parent_father' ? 'parent_health_father' : 'parent_health';

function part(prefix: ParentPrefix, p: ParentPart, labels: ParentLabels): FieldDef[] {
  const who = WHO[prefix];
  const name = `${prefix}_${p}`;
  const label = (suffix: keyof ParentLabels, fallback: string): string => labels[suffix] ?? fallback;
  switch (p) {
    case 'name':
      return [{ name, label: label(p, `${who}姓名`), kind: 'text', maxLength: NAME_MAX_LENGTH }];
    case 'birthday':
      return [{ name, label: label(p, `${who}出生日期`), kind: 'date', birthDate: true }];
    // req children §4.3 checks only the child's ID number ("No other phone or ID format checks are shown"): text of 18
    case 'idnumber':
      return [{ name, label: label(p, `${who}身份证号码`), kind: 'text', maxLength: 18 }];
    case 'phone':
      return [{ name, label: label(p, `${who}联系电话`), kind: 'phone' }];
    case 'health':
      return [{ name, label: label(p, `${who}健康状况`), kind: 'select', options: healthList(prefix) }];
    case 'job':
      return [{ name, label: label(p, `${who}职业`), kind: 'text', maxLength: 30 }];
    case 'workplace':
      return [
        { name: `${name}_province`, label: label('workplace_province', `${who}务工省份`), kind: 'text', maxLength: 20 },
        { name: `${name}_city`, label: label('workplace_city', `${who}务工城市`), kind: 'text', maxLength: 20 },
        {
          name: `${name}_location`,
          label: label('workplace_location', `${who}务工地点`),
          kind: 'text',
          maxLength: 100,
        },
      ];
    case 'relative':
      return [{ name, label: label(p, `${who}与儿童关系`), kind: 'select', options: 'guardian_relative' }];
    case 'education':
      return [{ name, label: label(p, `${who}文化程度`), kind: 'select', options: 'relative_education' }];
    case 'cohabitation':
      return [{ name, label: label(p, `${who}是否与儿童共同生活`), kind: 'radio', options: 'yes_no' }];
    case 'intimate':
      return [{ name, label: label(p, `${who}与儿童亲密程度`), kind: 'radio', options: 'intimacy' }];
    case 'location':
      return [{ name, label: label(p, `${who}现居住地`), kind: 'text', maxLength: 100 }];
  }
}

/**
 * The fields of `parts` for one person, in the order given, labelled 父亲姓名 / 母亲联系电话 / 监护人与儿童关系 …
 * (override any with `labels`). Kinds: name, job, location, workplace_* text; birthday date; idnumber text
 * of at most 18 (no format check, req children §4.3); phone kind phone (`1[3-9]\d{9}`, 请确认{label}); health a
 * select of `parent_health` (`parent_health_father` for the father); relative `guardian_relative`;
 * education `relative_education`; cohabitation yes_no radio; intimate `intimacy` radio.
 */
export function parentFields(prefix: ParentPrefix, parts: ParentPart[], labels: ParentLabels = {}): FieldDef[] {
  return parts.flatMap((p) => part(prefix, p, labels));
}

/** The condition "this parent is absent for good" (health one of PARENT_ABSENT). */
export const parentAbsent = (prefix: ParentOf): Condition => ({ field: `${prefix}_health`, in: [...PARENT_ABSENT] });

/**
 * `fields` (e.g. the parent's idnumber and phone) shown only while the parent is not absent for good
 * (req child-forms §5.2: "natural death, declared dead, declared missing or ran away ... hides the parent detail
 * fields"): each gets `visibleWhen: { <prefix>_health notIn PARENT_ABSENT }`, so normalize() drops them too.
 */
export function shownWhileParentPresent(prefix: ParentOf, fields: FieldDef[]): FieldDef[] {
  const present: Condition = { field: `${prefix}_health`, notIn: [...PARENT_ABSENT] };
  return fields.map((f) => ({ ...f, visibleWhen: f.visibleWhen ? { all: [present, f.visibleWhen] } : present }));
}

const healthIs = (prefix: ParentOf, words: string[]): Condition => ({ field: `${prefix}_health`, in: words });

/**
 * The health sub-fields of a parent (req child-forms §3), each shown only for its health word: `_health_disability`
 * (残疾, list parent_health_disability), `_health_refuse` (不履行抚养义务: reported to the police, 是/否) and
 * `_health_refuse_report` (its report date, when 是), `_health_custody_start_at` (服刑在押 or 无期徒刑) and
 * `_health_custody_time_limit` (months, 服刑在押 only), `_health_drugabuse_start_at` and
 * `_health_drugabuse_time_limit` (months, 强制隔离戒毒), `_health_disease_detail` (重病).
 */
export function parentHealthFields(prefix: ParentOf): FieldDef[] {
  const who = WHO[prefix];
  const h = `${prefix}_health`;
  return [
    {
      name: `${h}_disability`,
      label: `${who}残疾情况`,
      kind: 'select',
      options: 'parent_health_disability',
      visibleWhen: healthIs(prefix, ['残疾']),
    },
    {
      name: `${h}_refuse`,
      label: `${who}不履行抚养义务是否已报案`,
      kind: 'radio',
      options: 'yes_no',
      visibleWhen: healthIs(prefix, ['不履行抚养义务']),
    },
    {
      name: `${h}_refuse_report`,
      label: `${who}报案日期`,
      kind: 'date',
      visibleWhen: { all: [healthIs(prefix, ['不履行抚养义务']), { field: `${h}_refuse`, in: ['是'] }] },
    },
    {
      name: `${h}_custody_start_at`,
      label: `${who}服刑开始日期`,
      kind: 'date',
      visibleWhen: healthIs(prefix, ['服刑在押', '无期徒刑']),
    },
    {
      name: `${h}_custody_time_limit`,
      label: `${who}刑期`,
      kind: 'number',
      unit: '月',
      visibleWhen: healthIs(prefix, ['服刑在押']),
    },
    {
      name: `${h}_drugabuse_start_at`,
      label: `${who}强制隔离戒毒开始日期`,
      kind: 'date',
      visibleWhen: healthIs(prefix, ['强制隔离戒毒']),
    },
    {
      name: `${h}_drugabuse_time_limit`,
      label: `${who}强制隔离戒毒期限`,
      kind: 'number',
      unit: '月',
      visibleWhen: healthIs(prefix, ['强制隔离戒毒']),
    },
    {
      name: `${h}_disease_detail`,
      label: `${who}所患重病`,
      kind: 'text',
      maxLength: 50,
      visibleWhen: healthIs(prefix, ['重病']),
    },
  ];
}

/**
 * req child-forms §5.2 "Distress parent health (father or mother)", one `when` + `clear` rule per line (browser and
 * normalize()): not 残疾 clears the disability; not 不履行抚养义务 clears refuse; refuse not 是 clears the report
 * date; not imprisoned (服刑在押 / 无期徒刑) clears the custody start; not plain imprisonment (服刑在押) clears
 * the custody limit; not 强制隔离戒毒 clears drug-abuse start and limit; not 重病 clears the disease detail;
 * absent for good (PARENT_ABSENT) clears idnumber and phone.
 */
export function parentHealthRules(prefix: ParentOf): Rule[] {
  const h = `${prefix}_health`;
  const not = (words: string[]): Condition => ({ field: h, notIn: words });
  return [
    { id: `${prefix}-not-disabled-clears-disability`, when: not(['残疾']), clear: [`${h}_disability`] },
    { id: `${prefix}-not-refusing-clears-refuse`, when: not(['不履行抚养义务']), clear: [`${h}_refuse`] },
    {
      id: `${prefix}-refuse-not-yes-clears-report`,
      when: { field: `${h}_refuse`, notIn: ['是'] },
      clear: [`${h}_refuse_report`],
    },
    {
      id: `${prefix}-not-imprisoned-clears-custody-start`,
      when: not(['服刑在押', '无期徒刑']),
      clear: [`${h}_custody_start_at`],
    },
    {
      id: `${prefix}-not-plain-imprisonment-clears-custody-limit`,
      when: not(['服刑在押']),
      clear: [`${h}_custody_time_limit`],
    },
    {
      id: `${prefix}-not-drug-treatment-clears-drugabuse`,
      when: not(['强制隔离戒毒']),
      clear: [`${h}_drugabuse_start_at`, `${h}_drugabuse_time_limit`],
    },
    { id: `${prefix}-not-ill-clears-disease-detail`, when: not(['重病']), clear: [`${h}_disease_detail`] },
    {
      id: `${prefix}-absent-clears-idnumber-phone`,
      when: parentAbsent(prefix),
      clear: [`${prefix}_idnumber`, `${prefix}_phone`],
    },
  ];
}

/** What the actual-guardian copy reads and writes. */
export interface GuardianCopyOptions {
  /** The field choosing the actual guardian (values 父亲 / 母亲 / 其他); default `parent_guardian_actual`. */
  on?: string;
  /** The parts copied from the parent into `${target}_<part>`; default name, idnumber, health, phone. */
  parts?: ParentPart[];
  /** The relation field written with 父子 / 母子; default `${target}_relative`; null writes none. */
  relative?: string | null;
  /** Parts of the target cleared on every change of `on`; default education, cohabitation, intimate. */
  clearParts?: ParentPart[];
}

/**
 * req child-forms §5.3 "Actual guardian (only after the initial load, not on first load)": user-change (`on`) rules
 * on the guardian choice. 父亲 copies parent_father_<part> into `${target}_<part>` and sets the relation
 * 父子; 母亲 likewise from the mother with 母子; 其他 or empty clears the copied parts and the relation; any
 * change clears the `clearParts` (education, cohabitation, intimacy). For the ow form pass the parts it has
 * (e.g. `guardianCopyRules('parent_other', { parts: ['name', 'idnumber', 'phone'], clearParts: [] })`) and
 * its choice field as `on`; every field named must exist in the form (`npm run schemas:check` says which not).
 */
export function guardianCopyRules(target: ParentPrefix = 'parent_other', opts: GuardianCopyOptions = {}): Rule[] {
  const on = opts.on ?? 'parent_guardian_actual';
  const parts = opts.parts ?? ['name', 'idnumber', 'health', 'phone'];
  const relative = opts.relative === undefined ? `${target}_relative` : opts.relative;
  const clearParts = opts.clearParts ?? ['education', 'cohabitation', 'intimate'];
  const to = parts.map((p) => `${target}_${p}`);
  const copyFrom = (parent: ParentOf, relation: string, word: string): Rule => ({
    id: `${target}-guardian-${parent === 'parent_father' ? 'father' : 'mother'}-copies`,
    on,
    when: { field: on, in: [word] },
    copy: { from: parts.map((p) => `${parent}_${p}`), to },
    ...(relative ? { set: { [relative]: relation } } : {}),
    initial: false,
  });
  return [
    copyFrom('parent_father', '父子', '父亲'),
    copyFrom('parent_mother', '母子', '母亲'),
    {
      id: `${target}-guardian-other-clears`,
      on,
      when: { field: on, notIn: ['父亲', '母亲'] },
      clear: [...to, ...(relative ? [relative] : [])],
      initial: false,
    },
    ...(clearParts.length
      ? [
          {
            id: `${target}-guardian-change-clears-details`,
            on,
            clear: clearParts.map((p) => `${target}_${p}`),
            initial: false,
          } satisfies Rule,
        ]
      : []),
  ];
}
