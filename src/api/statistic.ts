/**
 * The statistics export (domain/contracts/statistic.ts; issue 18): the one statistic call that is not JSON. Screens ask
 * the other statistic contracts through `useCall` / `callWith`; this one downloads the .xlsx of a screen's table.
 */
import type { CallInput } from '../../domain/contracts/define';
import * as statistic from '../../domain/contracts/statistic';
import { download } from './client';

/** Downloads the .xlsx of a screen's table (exportStatistic); answers the file name. Rejects with an HttpError. */
export const exportStatistic = (query: CallInput<typeof statistic.exportStatistic>['query']) => download(statistic.exportStatistic, { query });
