/** The risk plugin (domain/contracts/risk.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import type { ApplyState } from '../../../domain/apply-states';
import { createRisk, getRisk, listRisks, resubmitRisk, reviewRisk } from '../../../domain/contracts/risk';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { RiskService } from './service';

export async function riskPlugin(app: FastifyInstance, opts: { risks: RiskService }) {
  const { risks } = opts;
  addRoute(app, listRisks, async (request) => risks.list(currentUser(request), request.query));
  addRoute(app, getRisk, async (request) => ({ detail: await risks.detail(currentUser(request), request.query.id) }));
  addRoute(app, createRisk, async (request) => {
    const row = await risks.submit(currentUser(request), request.body);
    return { id: row.id, version: row.version };
  });
  addRoute(app, resubmitRisk, async (request) => {
    const row = await risks.resubmit(currentUser(request), request.body);
    return { id: row.id, version: row.version };
  });
  addRoute(app, reviewRisk, async (request) => {
    const row = await risks.review(currentUser(request), request.body);
    return { id: row.id, version: row.version, apply_state: row.apply_state as ApplyState };
  });
}
