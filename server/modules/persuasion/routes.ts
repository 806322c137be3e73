/** The persuasion-log plugin (domain/contracts/persuasion.ts; req gta §8.4): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  addPersuasion,
  deletePersuasion,
  deletePersuasions,
  getPersuasion,
  listPersuasions,
  updatePersuasion,
} from '../../../domain/contracts/persuasion';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { PersuasionService } from './service';

export async function persuasionPlugin(app: FastifyInstance, opts: { persuasions: PersuasionService }) {
  const { persuasions } = opts;
  addRoute(app, listPersuasions, async (request) => persuasions.list(currentUser(request), request.query));
  addRoute(app, getPersuasion, async (request) => persuasions.detail(currentUser(request), request.query.id));
  addRoute(app, addPersuasion, async (request) => persuasions.add(currentUser(request), request.body));
  addRoute(app, updatePersuasion, async (request) => persuasions.update(currentUser(request), request.body));
  addRoute(app, deletePersuasion, async (request) =>
    persuasions.remove(currentUser(request), [request.body.id], request.body.version),
  );
  addRoute(app, deletePersuasions, async (request) => persuasions.remove(currentUser(request), request.body.ids));
}
