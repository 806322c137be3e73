/**
 * Option lists of the risk assessments (req risk §1 /risk; req risk §2 information.origin / information.standard,
 * whose contents the spec does not show). The levels and the four-step degree scale follow the practice of county
 * child-welfare risk assessment (民政部《儿童福利机构管理办法》 and 民发〔2019〕34号 on 儿童督导员 / 儿童主任 work:
 * 无 / 低 / 中 / 高 risk, a factor rated 不存在 / 轻度 / 中度 / 严重).
 */
import { wordList } from './build';

/** A risk level: a dimension of the first assessment, and the overall level of either assessment. */
export const risk_level = wordList('risk_level', '风险等级', ['无', '低', '中', '高']);

/** How strongly a factor of the standardized checklist is present (0 / 1 / 2 / 3 points, schemas/risk_standard.ts). */
export const risk_degree = wordList('risk_degree', '风险程度', ['不存在', '轻度', '中度', '严重']);

/** The measures an assessment recommends. */
export const risk_measure = wordList('risk_measure', '建议措施', [
  '定期走访',
  '心理疏导',
  '家庭监护指导',
  '落实社会救助',
  '教育帮扶',
  '医疗康复',
  '临时监护或安置',
  '报告公安机关',
  '转介专业机构',
  '其他',
]);

/** How often the child is to be visited. */
export const risk_visit_period = wordList('risk_visit_period', '走访频次', ['每周', '每半月', '每月', '每季度']);
