/** The configuration plugin (domain/contracts/configuration.ts; req settings §2): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import { getConfiguration, updateConfiguration } from '../../../domain/contracts/configuration';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { ConfigurationService } from './service';

/** Registers GET /api/configuration/detail and PUT /api/configuration over `configuration`. */
export async function configurationPlugin(app: FastifyInstance, opts: { configuration: ConfigurationService }) {
  const { configuration } = opts;
  addRoute(app, getConfiguration, async (request) => configuration.detail(request.query.id));
  addRoute(app, updateConfiguration, async (request) => configuration.update(currentUser(request), request.body));
}
