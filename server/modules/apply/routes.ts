/**
 * The apply plugin (domain/contracts/apply.ts): detail, list and count for the auditor, submit, review, correction.
 */
import type { FastifyInstance } from 'fastify';
import type { ApplyState } from '../../../domain/apply-states';
import {
  countAppliesForAuditor,
  createApply,
  getApplyDetail,
  listAppliesForAuditor,
  reviewApply,
  createHelperApply,
  deleteApply,
  correctApply,
} from '../../../domain/contracts/apply';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { ApplyService } from './service';

export async function applyPlugin(app: FastifyInstance, opts: { applies: ApplyService }) {
  const { applies } = opts;

  addRoute(app, getApplyDetail, async (request) => ({
    detail: await applies.detail(currentUser(request), request.query.id),
  }));

  addRoute(app, listAppliesForAuditor, async (request) => applies.list(currentUser(request), request.query));

  addRoute(app, countAppliesForAuditor, async (request) => ({
    count: await applies.count(currentUser(request), request.query),
  }));

  addRoute(app, createApply, async (request) => {
    const row = await applies.submit(currentUser(request), request.body);
    return { id: row.id, version: row.version };
  });

  addRoute(app, createHelperApply, async (request) => {
    const row = await applies.submitHelpers(currentUser(request), request.body);
    return { id: row.id, version: row.version };
  });

  addRoute(app, deleteApply, async (request) => {
    const row = await applies.withdraw(currentUser(request), request.body);
    return { id: row.id, version: row.version };
  });

  addRoute(app, reviewApply, async (request) => {
    const row = await applies.review(currentUser(request), request.body);
    return { id: row.id, version: row.version, apply_state: row.apply_state as ApplyState };
  });

  addRoute(app, correctApply, async (request) => {
    const row = await applies.correct(currentUser(request), request.body);
    return { id: row.id, version: row.version, apply_state: row.apply_state as ApplyState };
  });
}
