/** The allowance plugin (domain/contracts/allowance.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  allowanceMonths,
  approveAllowances,
  checkAllowances,
  createAllowance,
  deleteAllowance,
  getAllowance,
  importAllowances,
  listAllowanceKids,
  listAllowances,
  listAllowanceWarnings,
  saveAllowanceKid,
  updateAllowance,
} from '../../../domain/contracts/allowance';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { AllowanceService } from './service';

export async function allowancePlugin(app: FastifyInstance, opts: { allowances: AllowanceService }) {
  const { allowances } = opts;
  addRoute(app, listAllowanceKids, async (request) => allowances.kids(currentUser(request), request.query));
  addRoute(app, saveAllowanceKid, async (request) => allowances.saveKid(currentUser(request), request.body));
  addRoute(app, listAllowances, async (request) => allowances.list(currentUser(request), request.query));
  addRoute(app, getAllowance, async (request) => allowances.detail(currentUser(request), request.query.id));
  addRoute(app, createAllowance, async (request) => allowances.create(currentUser(request), request.body));
  addRoute(app, updateAllowance, async (request) => allowances.update(currentUser(request), request.body));
  addRoute(app, deleteAllowance, async (request) => allowances.remove(currentUser(request), request.body));
  addRoute(app, checkAllowances, async (request) => allowances.check(currentUser(request), request.body));
  addRoute(app, approveAllowances, async (request) => allowances.approve(currentUser(request), request.body));
  addRoute(app, allowanceMonths, async (request) => allowances.months(currentUser(request), request.query));
  addRoute(app, listAllowanceWarnings, async (request) => allowances.warnings(currentUser(request), request.query));
  addRoute(app, importAllowances, async (request) => allowances.import(currentUser(request), request.body));
}
