/** Volunteer self-registration and its review (domain/contracts/register.ts): the public calls of /user/register and the town leader's list. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { countRegistrations, listRegistrations, registerAccount, registerPlaces, reviewRegistration, sendSmsCode } from '../../domain/contracts/register';
import { call } from './client';

export const registerKeys = {
  all: ['registration'] as const, places: ['registration', 'places'] as const,
  list: (q: object) => ['registration', 'list', q] as const, count: ['registration', 'count'] as const,
};
export type RegisterTown = CallOutput<typeof registerPlaces>['towns'][number];
export type Registration = CallOutput<typeof listRegistrations>['list'][number];
export type RegisterInput = CallInput<typeof registerAccount>['body'];

/** GET /api/account/register/places → the towns with their villages. */
export const loadRegisterPlaces = async () => (await call(registerPlaces)).towns;
/** POST /api/account/sms → { ok, resend_in }; 429 with the server's message past a limit. */
export const requestSmsCode = (cellphone: string) => call(sendSmsCode, { body: { cellphone } });
/** POST /api/account/register → { state: 待审核 }; 400 with field errors, 409 REGISTERED. */
export const submitRegistration = (body: RegisterInput) => call(registerAccount, { body });
export const listRegistrationPage = (query: CallInput<typeof listRegistrations>['query']) => call(listRegistrations, { query });
/** The badge: the 待审核 registrations of the caller's town. */
export const countPendingRegistrations = async () => (await call(countRegistrations)).count;
export const decideRegistration = (body: CallInput<typeof reviewRegistration>['body']) => call(reviewRegistration, { body });
