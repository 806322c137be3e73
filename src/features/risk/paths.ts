/** The addresses of the risk screens (resources.ts), so the screens link to each other without importing one another. */
import type { RiskApplyGenre } from '../../../domain/apply-states';

export const RISK_RECORD_PATH = '/risk/RiskRecord';
export const RISK_DETAIL_PATH = '/risk/RiskDetail';
export const RISK_NEW_PATH = '/risk/RiskNew';

export const riskDetailPath = (id: number) => `${RISK_DETAIL_PATH}?id=${id}`;
export const riskNewPath = (genre: RiskApplyGenre, child: number) =>
  `${RISK_NEW_PATH}?genre=${encodeURIComponent(genre)}&child=${child}`;
