/** The risk module's public entry: app.ts, the services and the demo seed import only this file. */
export { riskPlugin } from './routes';
export { createRiskService, type RiskService } from './service';
export { riskPasses, FORM_KEY } from './forms';
