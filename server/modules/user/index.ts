/** The user module's public entry: other modules and app.ts import only this file. */
export { userPlugin } from './routes';
export {
  activeAccountOf,
  createUserService,
  type AccountColumns,
  type UserService,
  type Account,
  type Director,
} from './service';
export { createAccountService, type AccountService, type AccountState, type SessionEnder } from './accounts';
export { createAccountAdmin, type AccountAdmin, type PendingSettler } from './admin';
export { createRegisteredAccounts, type RegisteredAccounts, type RegisteredAccountInput } from './registered';
export { wechatOpenIdOf } from './wechat';
