/** The sin plugin (domain/contracts/sin.ts; req gta §8.3): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  createSin,
  getSin,
  intersectSin,
  listSinsForIds,
  listSinsForMix,
  listSubsinsForMix,
  updateSin,
} from '../../../domain/contracts/sin';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { SinService } from './service';

export async function sinPlugin(app: FastifyInstance, opts: { sins: SinService }) {
  const { sins } = opts;
  addRoute(app, listSinsForMix, async (request) => sins.list(currentUser(request), request.query));
  addRoute(app, listSinsForIds, async (request) => sins.listOf(currentUser(request), request.query.ids));
  addRoute(app, getSin, async (request) => sins.detail(currentUser(request), request.query.id));
  addRoute(app, createSin, async (request) => sins.create(currentUser(request), request.body));
  addRoute(app, updateSin, async (request) => sins.update(currentUser(request), request.body));
  addRoute(app, intersectSin, async (request) => sins.intersect(currentUser(request), request.body));
  addRoute(app, listSubsinsForMix, async (request) => sins.subsins(currentUser(request), request.query));
}
