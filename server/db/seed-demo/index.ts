/**
 * Demo data (never with NODE_ENV=production), on an empty users table only: the demo accounts
 * (accounts.ts), about a hundred synthetic children of the three categories (children.ts) and what they
 * have been through — helpers, deletions, gta exits and applies in every state (states.ts) — and their work
 * orders and plans (tasks.ts), and the gta minors' cross-department information, task forces, persuasion logs and
 * evaluations (gta.ts), clues at every step (denounces.ts), meetings (meetings.ts), prizes, a points correction and redemptions (scores.ts) and a year of past work orders for
 * the statistics (history.ts), volunteer registrations and examples of the data warnings (register.ts). Everything but
 * the accounts and the levels is written through the services, as a user's save would be.
 */
import type { Db } from '../client';
import { createServices } from '../../services';
import { demoPlaces, hasAccounts, seedAccounts } from './accounts';
import { seedChildren } from './children';
import { seedPendingChange, seedStates } from './states';
import { seedTasks, type SaveImage } from './tasks';
import { seedGta } from './gta';
import { seedDenounces } from './denounces';
import { seedMeetings } from './meetings';
import { seedHistory } from './history';
import { seedSupervise } from './supervise';
import { seedFiletransfer } from './filetransfer';
import { seedRisks } from './risk';
import { seedAllowances } from './allowance';
import { seedRegister } from './register';
import { seedScores } from './scores';

export { DEMO_PASSWORD, childName, demoCellphone, helperCellphone, syntheticName } from './names';
export { SECOND_DEPARTMENT_LEADER } from './accounts';
export { DEMO_SIGN_INS, demoSignInLines } from './sign-ins';

/**
 * Seeds the demo data if there are no users yet; returns whether it did. Stamped with `now`. `saveImage`
 * stores the demo tasks' check-in photos (the local storage's save); without it (tests) their keys are recorded only.
 */
export async function seedDemo(db: Db, now: () => Date, saveImage?: SaveImage): Promise<boolean> {
  if (await hasAccounts(db)) return false;
  const places = await demoPlaces(db);
  const accounts = await seedAccounts(db, places);
  const services = createServices({ db, now, signImage: () => null });
  const kids = await seedChildren(db, services, places, accounts, now());
  await seedStates(db, services, places, accounts, kids, now());
  await seedTasks(services, places, accounts, kids, now(), saveImage);
  await seedGta(services, accounts, kids, now(), saveImage);
  await seedDenounces(services, accounts, kids, now());
  await seedMeetings(services, accounts, now());
  await seedHistory(db, accounts, kids, now(), saveImage);
  await seedSupervise(services, places, accounts, kids, now(), saveImage);
  await seedFiletransfer(db, accounts, now());
  await seedRisks(services, places, accounts, kids, now());
  await seedAllowances(services, accounts, kids, now());
  await seedRegister(db, services, places, accounts, now());
  await seedScores(services, accounts);
  // last: the pending 儿童修改 is made from its child as the seeds above left it (issue 29)
  await seedPendingChange(services, places, accounts, kids);
  return true;
}
