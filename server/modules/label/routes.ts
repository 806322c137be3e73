/** The label plugin (domain/contracts/label.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import { createLabel, deleteLabel, labelChildren, listLabels, renameLabel } from '../../../domain/contracts/label';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { LabelService } from './service';

export async function labelPlugin(app: FastifyInstance, opts: { labels: LabelService }) {
  const { labels } = opts;
  addRoute(app, listLabels, async (request) => labels.list(currentUser(request)));
  addRoute(app, createLabel, async (request) => labels.create(currentUser(request), request.body));
  addRoute(app, renameLabel, async (request) => labels.rename(currentUser(request), request.body));
  addRoute(app, deleteLabel, async (request) => labels.remove(currentUser(request), request.body));
  addRoute(app, labelChildren, async (request) => labels.assign(currentUser(request), request.body));
}
