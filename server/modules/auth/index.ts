/** The auth module's public entry: other modules and app.ts import only this file. */
export { authPlugin } from './routes';
export { createAuthService, type AuthService } from './service';
