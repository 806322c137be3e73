/** The score plugin (domain/contracts/score.ts; req scores §3): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  correctScore,
  createPrize,
  deletePrize,
  getPrize,
  listPrizes,
  listScores,
  listScoreTotals,
  redeemPrize,
  updatePrize,
  updateScore,
} from '../../../domain/contracts/score';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { ScoreService } from './service';

export async function scorePlugin(app: FastifyInstance, opts: { scores: ScoreService }) {
  const { scores } = opts;
  addRoute(app, listScores, async (request) => scores.list(currentUser(request), request.query));
  addRoute(app, listScoreTotals, async (request) => scores.totals(request.query));
  addRoute(app, correctScore, async (request) => scores.correct(currentUser(request), request.body));
  addRoute(app, updateScore, async (request) => scores.handOver(currentUser(request), request.body));
  addRoute(app, listPrizes, async (request) => scores.prizes(request.query));
  addRoute(app, getPrize, async (request) => scores.prize(request.query.id));
  addRoute(app, createPrize, async (request) => scores.createPrize(currentUser(request), request.body));
  addRoute(app, updatePrize, async (request) => scores.updatePrize(currentUser(request), request.body));
  addRoute(app, deletePrize, async (request) => scores.deletePrize(currentUser(request), request.body));
  addRoute(app, redeemPrize, async (request) => scores.redeem(currentUser(request), request.body));
}
