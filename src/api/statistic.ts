/** Statistics (domain/contracts/statistic.ts; issue 18): the figures of the screens /statistics and /coverage, and their export. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  exportStatistic, statisticByTown, statisticByVillage, statisticCoverage, statisticForShow, statisticGta, statisticSeason, statisticSeasonTotal,
  statisticSeasonWeeks, statisticTeachers, statisticVillageWeeks, statisticWeeks,
} from '../../domain/contracts/statistic';
import { call, download } from './client';


export const statisticKeys = { all: ['statistic'] as const, of: (name: string, q: object) => ['statistic', name, q] as const };
export type ShowList = CallOutput<typeof statisticForShow>['list'];
export type SeasonTable = CallOutput<typeof statisticSeason>;
export type GtaTable = CallOutput<typeof statisticGta>;

export const showFigures = (query: CallInput<typeof statisticForShow>['query']) => call(statisticForShow, { query });
export const townFigures = (query: CallInput<typeof statisticByTown>['query']) => call(statisticByTown, { query });
export const villageFigures = (query: CallInput<typeof statisticByVillage>['query']) => call(statisticByVillage, { query });
export const teacherFigures = (query: CallInput<typeof statisticTeachers>['query']) => call(statisticTeachers, { query });
export const seasonFigures = (query: CallInput<typeof statisticSeason>['query']) => call(statisticSeason, { query });
export const seasonTotal = (query: CallInput<typeof statisticSeasonTotal>['query']) => call(statisticSeasonTotal, { query });
export const seasonWeeks = (query: CallInput<typeof statisticSeasonWeeks>['query']) => call(statisticSeasonWeeks, { query });
export const coverageFigures = (query: CallInput<typeof statisticCoverage>['query']) => call(statisticCoverage, { query });
export const weekFigures = (query: CallInput<typeof statisticWeeks>['query']) => call(statisticWeeks, { query });
export const villageWeekFigures = (query: CallInput<typeof statisticVillageWeeks>['query']) => call(statisticVillageWeeks, { query });
export const gtaFigures = (query: CallInput<typeof statisticGta>['query']) => call(statisticGta, { query });
/** Downloads the .xlsx of a screen's table; answers the file name. */
export const exportFigures = (query: CallInput<typeof exportStatistic>['query']) => download(exportStatistic, { query });
