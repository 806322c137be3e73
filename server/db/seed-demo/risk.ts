/**
 * The demo's risk assessments (docs/decisions-risk.md), written through the risk service as the users would: the
 * demo director (儿童主任, 水关居委会) assesses six children of the village, so every /risk screen has rows: one child
 * with both assessments passed (stored on the child), one waiting for 服务领导 (初评审核), one for 中心领导 (复评审核),
 * one returned by each (初评退回, 复评退回), and one corrected and submitted again after a return.
 */
import type { RiskApplyGenre } from '../../../domain/apply-states';
import type { Services } from '../../services';
import type { DemoAccounts, DemoPlaces } from './accounts';
import type { DemoChild } from './children';

const DAY = 86_400_000;

/** An origin form: the six dimensions (无/低/中/高 in order `levels`), a note on each at risk, the conclusion. */
function originValues(levels: string[], assessor: string, date: string): Record<string, unknown> {
  const keys = ['family', 'guardianship', 'health', 'safety', 'school', 'economy'];
  const notes = [
    '父母离异，随祖父母生活',
    '祖父年迈，监护能力较弱',
    '患有轻度哮喘，需定期复诊',
    '上下学途经河道，无人接送',
    '成绩中下，偶有厌学情绪',
    '家庭收入依靠低保',
  ];
  const values: Record<string, unknown> = {
    origin_opinion: '家庭监护能力不足，需纳入重点关注并定期走访。',
    origin_assessor: assessor,
    origin_date: date,
    origin_measures: ['定期走访', '家庭监护指导'],
  };
  keys.forEach((k, i) => {
    values[`origin_${k}`] = levels[i];
    if (levels[i] !== '无') values[`origin_${k}_note`] = notes[i];
  });
  return values;
}

/** A standard form rated `degrees` (不存在/轻度/中度/严重 for the ten factors in order). */
function standardValues(degrees: string[], assessor: string, date: string): Record<string, unknown> {
  const factors = [
    'guardian_absent',
    'family_violence',
    'family_crime',
    'family_poverty',
    'health',
    'mental',
    'school',
    'conduct',
    'living',
    'bullying',
  ];
  return {
    ...Object.fromEntries(factors.map((f, i) => [`standard_${f}`, degrees[i]])),
    standard_measures: ['定期走访', '心理疏导'],
    standard_visit_period: '每月',
    standard_opinion: '风险较上次评估有所下降，继续落实走访和心理疏导。',
    standard_assessor: assessor,
    standard_date: date,
  };
}

export async function seedRisks(
  services: Services,
  p: DemoPlaces,
  a: DemoAccounts,
  kids: DemoChild[],
  now: Date,
): Promise<void> {
  const { risks } = services;
  const director = a.byRole('儿童主任'),
    first = a.byRole('服务领导'),
    second = a.byRole('中心领导');
  const village = kids
    .filter((k) => k.village.id === p.shuiguan.id && !k.row.deleted_at && k.character !== 'gta')
    .slice(0, 6);
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const origin = originValues(['中', '高', '低', '低', '中', '中'], director.nickname, day(20));
  const standard = standardValues(
    ['中度', '不存在', '不存在', '中度', '轻度', '中度', '轻度', '不存在', '轻度', '不存在'],
    director.nickname,
    day(10),
  );
  const submit = (genre: RiskApplyGenre, k: number) =>
    risks.submit(director, {
      apply_genre: genre,
      link_id: village[k].row.id,
      values: genre === '原始风险评估' ? origin : standard,
    });
  const review = async (
    row: { id: number; version: number },
    apply_state: '初过' | '初拒' | '终过' | '终拒',
    reason?: string,
  ) => {
    const by = apply_state === '初过' || apply_state === '初拒' ? first : second;
    return risks.review(by, { id: row.id, version: row.version, apply_state, reason });
  };
  if (village.length < 6) return;

  // child 0: both assessments through both reviews, stored on the child
  for (const genre of ['原始风险评估', '标准风险评估'] as const)
    await review(await review(await submit(genre, 0), '初过'), '终过');
  // child 1 waits for 服务领导, child 2 for 中心领导
  await submit('原始风险评估', 1);
  await review(await submit('原始风险评估', 2), '初过');
  // child 3 returned by 服务领导, child 4 by 中心领导
  await review(await submit('标准风险评估', 3), '初拒', '各项风险说明过于简单，请补充具体情况后重新提交');
  await review(
    await review(await submit('标准风险评估', 4), '初过'),
    '终拒',
    '心理或行为问题评分与走访记录不符，请核实',
  );
  // child 5: returned, corrected and submitted again
  const returned = await review(await submit('原始风险评估', 5), '初拒', '评估日期有误，请更正');
  await risks.resubmit(director, {
    id: returned.id,
    version: returned.version,
    values: { ...origin, origin_date: day(1) },
  });
}
