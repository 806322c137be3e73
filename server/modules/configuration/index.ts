/** The configuration module's public entry: app.ts and the services import only this file (the statistics read `settings()`). */
export { configurationPlugin } from './routes';
export { createConfigurationService, SETTINGS_CACHE_MS, type ConfigurationService } from './service';
