/** The register plugin (domain/contracts/register.ts): the public registration calls and the town leader's review, each from its contract. */
import type { FastifyInstance } from 'fastify';
import {
  countRegistrations,
  listRegistrations,
  registerAccount,
  registerPlaces,
  reviewRegistration,
  sendSmsCode,
} from '../../../domain/contracts/register';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { RegisterService } from './service';

export async function registerPlugin(app: FastifyInstance, opts: { registrations: RegisterService }) {
  const { registrations: r } = opts;
  addRoute(app, registerPlaces, async () => r.places());
  addRoute(app, sendSmsCode, async (request) => r.sendCode(request.body.cellphone, request.ip));
  addRoute(app, registerAccount, async (request) => r.register(request.body, request.ip));
  addRoute(app, listRegistrations, async (request) => r.list(currentUser(request), request.query));
  addRoute(app, countRegistrations, async (request) => r.count(currentUser(request)));
  addRoute(app, reviewRegistration, async (request) => r.review(currentUser(request), request.body));
}
