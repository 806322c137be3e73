/** The lexicon plugin (domain/contracts/lexicon.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import { listLexicon, saveLexicon } from '../../../domain/contracts/lexicon';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { LexiconService } from './service';

export async function lexiconPlugin(app: FastifyInstance, opts: { lexicon: LexiconService }) {
  const { lexicon } = opts;
  addRoute(app, listLexicon, async (request) => lexicon.list(currentUser(request), request.query));
  addRoute(app, saveLexicon, async (request) => lexicon.save(currentUser(request), request.body));
}
