/** The parent-health cases of the cs form's rules (req child-forms §5.2), one set per parent; part of WHEN_CASES. */
import type { WhenCase } from './cs-rule-case';

const PARENTS = ['parent_father', 'parent_mother'] as const;

/** req child-forms §5.2 "Distress parent health (father or mother)", for both parents. */
export const PARENT_CASES = PARENTS.flatMap((p): WhenCase[] => {
  const h = `${p}_health`;
  return [
    {
      rule: `${p}-not-disabled-clears-disability`,
      before: { [h]: '残疾', [`${h}_disability`]: '二级及以上残疾' },
      set: [h, '重病'],
      cleared: [`${h}_disability`],
    },
    {
      rule: `${p}-not-refusing-clears-refuse`,
      before: { [h]: '不履行抚养义务', [`${h}_refuse`]: '否' },
      set: [h, '长期外出务工'],
      cleared: [`${h}_refuse`],
    },
    {
      rule: `${p}-refuse-not-yes-clears-report`,
      before: { [h]: '不履行抚养义务', [`${h}_refuse`]: '是', [`${h}_refuse_report`]: '2022-03-04' },
      set: [`${h}_refuse`, '否'],
      cleared: [`${h}_refuse_report`],
      kept: [h],
    },
    {
      rule: `${p}-not-imprisoned-clears-custody-start`,
      before: { [h]: '无期徒刑', [`${h}_custody_start_at`]: '2019-05-06' },
      set: [h, '健康'],
      cleared: [`${h}_custody_start_at`],
    },
    {
      rule: `${p}-not-plain-imprisonment-clears-custody-limit`,
      before: { [h]: '服刑在押', [`${h}_custody_start_at`]: '2019-05-06', [`${h}_custody_time_limit`]: 36 },
      set: [h, '无期徒刑'],
      cleared: [`${h}_custody_time_limit`],
      kept: [`${h}_custody_start_at`],
    },
    {
      rule: `${p}-not-drug-treatment-clears-drugabuse`,
      before: { [h]: '强制隔离戒毒', [`${h}_drugabuse_start_at`]: '2021-01-02', [`${h}_drugabuse_time_limit`]: 24 },
      set: [h, '健康'],
      cleared: [`${h}_drugabuse_start_at`, `${h}_drugabuse_time_limit`],
    },
    {
      rule: `${p}-not-ill-clears-disease-detail`,
      before: { [h]: '重病', [`${h}_disease_detail`]: '尿毒症' },
      set: [h, '残疾'],
      cleared: [`${h}_disease_detail`],
    },
    ...['自然死亡', '宣告死亡', '宣告失踪', '离家出走'].map((word): WhenCase => ({
      rule: `${p}-absent-clears-idnumber-phone`,
      before: {
        [h]: '健康',
        [`${p}_name`]: '张某',
        [`${p}_idnumber`]: '321281198001011234',
        [`${p}_phone`]: '13912345678',
      },
      set: [h, word],
      cleared: [`${p}_idnumber`, `${p}_phone`],
      kept: [`${p}_name`],
      hidden: [`${p}_idnumber`, `${p}_phone`],
    })),
  ];
});
