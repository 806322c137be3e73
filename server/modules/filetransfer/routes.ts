/** The filetransfer plugin (domain/contracts/filetransfer.ts; e-mail linkage): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  getFiletransfer,
  listFiletransferRecipients,
  listFiletransfers,
  listFiletransfersForIds,
  sendFiletransfer,
  updateFiletransfer,
} from '../../../domain/contracts/filetransfer';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { FiletransferService } from './service';

export async function filetransferPlugin(app: FastifyInstance, opts: { filetransfers: FiletransferService }) {
  const { filetransfers } = opts;
  addRoute(app, listFiletransfers, async (request) => filetransfers.list(currentUser(request), request.query));
  addRoute(app, listFiletransfersForIds, async (request) =>
    filetransfers.forIds(currentUser(request), request.query.ids),
  );
  addRoute(app, getFiletransfer, async (request) => filetransfers.detail(currentUser(request), request.query.id));
  addRoute(app, sendFiletransfer, async (request) => filetransfers.send(currentUser(request), request.body));
  addRoute(app, updateFiletransfer, async (request) => filetransfers.update(currentUser(request), request.body));
  addRoute(app, listFiletransferRecipients, async (request) => filetransfers.recipients(currentUser(request)));
}
