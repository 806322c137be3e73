/** The denounce plugin (domain/contracts/denounce.ts; req clues §3; issue 18): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  countAdjuncts,
  countDenounces,
  createDenounce,
  denounceToTask,
  dispatchDenounce,
  getDenounce,
  listAdjuncts,
  listDenounces,
  moveAdjunct,
  rejectDenounce,
  reviewAdjunct,
} from '../../../domain/contracts/denounce';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { DenounceService } from './service';

export async function denouncePlugin(app: FastifyInstance, opts: { denounces: DenounceService }) {
  const { denounces } = opts;
  addRoute(app, listDenounces, async (request) => denounces.list(currentUser(request), request.query));
  addRoute(app, getDenounce, async (request) => denounces.detail(currentUser(request), request.query.id));
  addRoute(app, countDenounces, async (request) => denounces.counts(currentUser(request), request.query));
  addRoute(app, createDenounce, async (request) => denounces.create(currentUser(request), request.body));
  addRoute(app, dispatchDenounce, async (request) => denounces.dispatch(currentUser(request), request.body));
  addRoute(app, rejectDenounce, async (request) => denounces.reject(currentUser(request), request.body));
  addRoute(app, denounceToTask, async (request) => denounces.toTask(currentUser(request), request.body));
  addRoute(app, moveAdjunct, async (request) => denounces.move(currentUser(request), request.body));
  addRoute(app, reviewAdjunct, async (request) => denounces.review(currentUser(request), request.body));
  addRoute(app, listAdjuncts, async (request) => denounces.departmentList(currentUser(request), request.query));
  addRoute(app, countAdjuncts, async (request) => denounces.departmentCounts(currentUser(request), request.query));
}
