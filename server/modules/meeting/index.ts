/** The meeting module's public entry: app.ts, the services and the demo seed import only this file. */
export { meetingPlugin } from './routes';
export { createMeetingService, type MeetingService } from './service';
