/**
 * The child plugin (domain/contracts/child.ts): count by ID number, detail, list, direct create and update.
 */
import type { FastifyInstance } from 'fastify';
import { countChildrenByIdnumber, createChild, getChildDetail, listChildren, updateChild } from '../../../domain/contracts/child';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { ChildService } from './service';

export async function childPlugin(app: FastifyInstance, opts: { children: ChildService }) {
  const { children } = opts;

  addRoute(app, countChildrenByIdnumber, async (request) => ({ count: await children.countByIdnumber(currentUser(request), request.query.idnumber) }));

  addRoute(app, getChildDetail, async (request) => ({ detail: await children.detail(currentUser(request), request.query.id) }));

  addRoute(app, listChildren, async (request) => children.list(currentUser(request), request.query));

  addRoute(app, createChild, async (request) => {
    const child = await children.createDirect(currentUser(request), request.body);
    return { id: child.id, version: child.version };
  });

  addRoute(app, updateChild, async (request) => {
    const child = await children.updateDirect(currentUser(request), request.body);
    return { id: child.id, version: child.version };
  });
}
