/**
 * The journal plugin (domain/contracts/journal.ts; req applies-review §5.3; issue 16). `findStep` is the apply module's
 * lookup of a review step (wired in server/app.ts), so a journal is only ever of a step that was taken.
 */
import type { FastifyInstance } from 'fastify';
import { createJournal, listJournalsForChild, listJournalsForCreator } from '../../../domain/contracts/journal';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { JournalService, StepFinder } from './service';

export async function journalPlugin(app: FastifyInstance, opts: { journals: JournalService; findStep: StepFinder }) {
  const { journals, findStep } = opts;
  addRoute(app, createJournal, async (request) => journals.create(currentUser(request), request.body, findStep));
  addRoute(app, listJournalsForCreator, async (request) => journals.list(currentUser(request), request.query));
  addRoute(app, listJournalsForChild, async (request) => journals.listForChild(currentUser(request), request.query));
}
