/** The statistic module's public entry: app.ts and the services import only this file. It owns no table (docs/decisions-statistics.md). */
export { statisticPlugin } from './routes';
export { createStatisticService, type StatisticService } from './service';
