/** The meeting plugin (domain/contracts/meeting.ts; issue 18): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  createMeeting,
  deleteMeeting,
  getMeeting,
  listMeetings,
  meetingStatistic,
  updateMeeting,
} from '../../../domain/contracts/meeting';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { MeetingService } from './service';

export async function meetingPlugin(app: FastifyInstance, opts: { meetings: MeetingService }) {
  const { meetings } = opts;
  addRoute(app, listMeetings, async (request) => meetings.list(currentUser(request), request.query));
  addRoute(app, getMeeting, async (request) => meetings.detail(currentUser(request), request.query.id));
  addRoute(app, createMeeting, async (request) => meetings.create(currentUser(request), request.body));
  addRoute(app, updateMeeting, async (request) => meetings.update(currentUser(request), request.body));
  addRoute(app, deleteMeeting, async (request) => meetings.remove(currentUser(request), request.body));
  addRoute(app, meetingStatistic, async (request) => meetings.statistic(currentUser(request), request.query));
}
