/**
 * Every API contract, by domain (one module each: auth, user, account, department, child, apply, file, record, task, plan, journal). The server
 * registers each of them (server/app.ts); the OpenAPI completeness test compares this list with the routes.
 */
import * as account from './account';
import * as allowance from './allowance';
import * as apply from './apply';
import * as auth from './auth';
import * as child from './child';
import * as childAppraise from './child-appraise';
import * as childClassify from './child-classify';
import * as childGta from './child-gta';
import * as childLists from './child-lists';
import * as childState from './child-state';
import * as configuration from './configuration';
import * as denounce from './denounce';
import * as department from './department';
import * as file from './file';
import * as filetransfer from './filetransfer';
import * as lexicon from './lexicon';
import * as notice from './notice';
import * as journal from './journal';
import * as label from './label';
import * as meeting from './meeting';
import * as persuasion from './persuasion';
import * as plan from './plan';
import * as record from './record';
import * as risk from './risk';
import * as score from './score';
import * as sin from './sin';
import * as statistic from './statistic';
import * as supervise from './supervise';
import * as task from './task';
import * as taskExport from './task-export';
import * as user from './user';
import * as register from './register';
import * as warning from './warning';
import type { Contract } from './define';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'response' in value;

/** All contracts, in declaration order. */
export const ALL_CONTRACTS: Contract[] = [
  auth,
  user,
  account,
  department,
  child,
  childLists,
  childState,
  childAppraise,
  childGta,
  childClassify,
  apply,
  file,
  record,
  persuasion,
  sin,
  denounce,
  score,
  meeting,
  configuration,
  statistic,
  task,
  taskExport,
  plan,
  journal,
  supervise,
  label,
  filetransfer,
  lexicon,
  notice,
  risk,
  allowance,
  register,
  warning,
].flatMap((m) => Object.values(m).filter(isContract));
