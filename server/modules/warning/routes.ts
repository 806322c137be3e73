/** The warning plugin (domain/contracts/warning.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  exportWarning,
  warningChildren,
  warningSummary,
  warningTasks,
  warningVillages,
} from '../../../domain/contracts/warning';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { sendXlsx } from '../../http/xlsx';
import type { AuditService } from '../audit';
import { warningSheet } from './export';
import type { WarningService } from './service';

export async function warningPlugin(
  app: FastifyInstance,
  opts: { warnings: WarningService; audit: AuditService; now: () => Date },
) {
  const { warnings: w } = opts;
  addRoute(app, warningSummary, async (request) => w.summary(currentUser(request)));
  addRoute(app, warningChildren, async (request) => w.children(currentUser(request), request.query));
  addRoute(app, warningTasks, async (request) => w.tasks(currentUser(request), request.query));
  addRoute(app, warningVillages, async (request) => w.villages(currentUser(request), request.query));
  addRoute(app, exportWarning, async (request, reply) => {
    await sendXlsx(reply, await warningSheet(w, opts.audit, currentUser(request), request.query.kind, opts.now()));
    return reply as never;
  });
}
