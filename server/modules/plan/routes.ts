/**
 * The plan plugin (domain/contracts/plan.ts; req tasks §7.2; issue 16): each call registered from its contract
 * with its permission; the service scopes every query to the signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import {
  createPlan,
  deleteChildPlansOfType,
  deletePlan,
  deletePlansFor,
  getPlanDetail,
  listPlansForChild,
  listPlansForMix,
  listPlansForVolunteer,
  listPlanTasks,
  updatePlan,
} from '../../../domain/contracts/plan';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { PlanService } from './service';

export async function planPlugin(app: FastifyInstance, opts: { plans: PlanService }) {
  const { plans } = opts;
  addRoute(app, createPlan, async (request) => plans.create(currentUser(request), request.body));
  addRoute(app, updatePlan, async (request) => plans.update(currentUser(request), request.body));
  addRoute(app, deletePlan, async (request) => plans.remove(currentUser(request), request.body));
  addRoute(app, deletePlansFor, async (request) => plans.removeFor(currentUser(request), request.body));
  addRoute(app, deleteChildPlansOfType, async (request) =>
    plans.removeFor(currentUser(request), { childs: [request.body.child], types: [request.body.type] }),
  );
  addRoute(app, listPlansForMix, async (request) => plans.mix(currentUser(request), request.query));
  addRoute(app, listPlansForVolunteer, async (request) => plans.forVolunteer(currentUser(request), request.query));
  addRoute(app, listPlansForChild, async (request) => plans.forChild(currentUser(request), request.query));
  addRoute(app, listPlanTasks, async (request) => plans.producedTasks(currentUser(request), request.query));
  addRoute(app, getPlanDetail, async (request) => ({
    detail: await plans.detail(currentUser(request), request.query.id),
  }));
}
