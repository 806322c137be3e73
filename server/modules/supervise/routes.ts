/** The supervise plugin (domain/contracts/supervise.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  createSupervise,
  createTemplate,
  deleteSupervise,
  getSupervise,
  listInspectors,
  listSupervises,
  listTemplates,
  reviewSupervise,
  saveSuperviseRecord,
  setTemplateState,
  updateTemplate,
} from '../../../domain/contracts/supervise';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { SuperviseService } from './service';

export async function supervisePlugin(app: FastifyInstance, opts: { supervise: SuperviseService }) {
  const { supervise } = opts;
  addRoute(app, listTemplates, async (request) => supervise.templates.list(request.query));
  addRoute(app, createTemplate, async (request) => supervise.templates.create(currentUser(request), request.body));
  addRoute(app, updateTemplate, async (request) => supervise.templates.update(currentUser(request), request.body));
  addRoute(app, setTemplateState, async (request) => supervise.templates.setState(currentUser(request), request.body));
  addRoute(app, listSupervises, async (request) => supervise.list(currentUser(request), request.query));
  addRoute(app, getSupervise, async (request) => supervise.detail(currentUser(request), request.query.id));
  addRoute(app, listInspectors, async () => supervise.inspectors());
  addRoute(app, createSupervise, async (request) => supervise.create(currentUser(request), request.body));
  addRoute(app, saveSuperviseRecord, async (request) => supervise.saveRecord(currentUser(request), request.body));
  addRoute(app, reviewSupervise, async (request) => supervise.review(currentUser(request), request.body));
  addRoute(app, deleteSupervise, async (request) => supervise.remove(currentUser(request), request.body));
}
