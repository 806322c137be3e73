/** Meetings (domain/contracts/meeting.ts; issue 18): the list, a meeting's create / change / delete, and the counts by town and month. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { createMeeting, deleteMeeting, listMeetings, meetingStatistic, updateMeeting } from '../../domain/contracts/meeting';
import { call } from './client';

export const meetingKeys = { all: ['meeting'] as const, list: (q: object) => ['meeting', 'list', q] as const, statistic: (q: object) => ['meeting', 'statistic', q] as const };
export type Meeting = CallOutput<typeof listMeetings>['list'][number];
export type MeetingCount = CallOutput<typeof meetingStatistic>['list'][number];

export const listMeetingPage = (query: CallInput<typeof listMeetings>['query']) => call(listMeetings, { query });
export const addMeeting = (body: CallInput<typeof createMeeting>['body']) => call(createMeeting, { body });
export const editMeeting = (body: CallInput<typeof updateMeeting>['body']) => call(updateMeeting, { body });
export const removeMeeting = (body: CallInput<typeof deleteMeeting>['body']) => call(deleteMeeting, { body });
export const countMeetings = (query: CallInput<typeof meetingStatistic>['query']) => call(meetingStatistic, { query });
