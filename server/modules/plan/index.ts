/** The plan module's public entry: other modules and app.ts import only this file. */
export { planPlugin } from './routes';
export { createPlanService, remindsFor, type PlanService } from './service';
