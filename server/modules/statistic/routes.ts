/** The statistic plugin (domain/contracts/statistic.ts; issue 18): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  exportStatistic,
  statisticByTown,
  statisticByVillage,
  statisticCoverage,
  statisticForShow,
  statisticGta,
  statisticSeason,
  statisticSeasonTotal,
  statisticSeasonWeeks,
  statisticTeachers,
  statisticVillageWeeks,
  statisticWeeks,
} from '../../../domain/contracts/statistic';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { sendXlsx } from '../../http/xlsx';
import type { AuditService } from '../audit';
import { statisticSheet } from './export';
import type { StatisticService } from './service';

export async function statisticPlugin(
  app: FastifyInstance,
  opts: { statistics: StatisticService; audit: AuditService },
) {
  const { statistics: s, audit } = opts;
  addRoute(app, statisticForShow, async (request) => s.show(currentUser(request), request.query));
  addRoute(app, statisticByTown, async (request) => s.byTown(currentUser(request), request.query));
  addRoute(app, statisticByVillage, async (request) => s.byVillage(currentUser(request), request.query));
  addRoute(app, statisticTeachers, async (request) => s.teachers(currentUser(request), request.query));
  addRoute(app, statisticSeason, async (request) => s.season(currentUser(request), request.query));
  addRoute(app, statisticSeasonTotal, async (request) => s.seasonTotal(currentUser(request), request.query));
  addRoute(app, statisticSeasonWeeks, async (request) => s.seasonWeeks(currentUser(request), request.query));
  addRoute(app, statisticCoverage, async (request) => s.coverage(currentUser(request), request.query));
  addRoute(app, statisticWeeks, async (request) => s.weeks(currentUser(request), request.query));
  addRoute(app, statisticVillageWeeks, async (request) => s.villageWeeks(currentUser(request), request.query));
  addRoute(app, statisticGta, async (request) => s.gta(currentUser(request), request.query));
  addRoute(app, exportStatistic, async (request, reply) => {
    await sendXlsx(reply, await statisticSheet(s, audit, currentUser(request), request.query));
    return reply as never;
  });
}
