/**
 * Volunteer self-registration (domain/contracts/register.ts, domain/registrations.ts; req register §1, §2).
 * - `sendCode`: a 6-digit code, stored as a hash, valid 5 minutes; at most one per cellphone a minute, SMS_PER_HOUR per
 *   cellphone and SMS_PER_ADDRESS_HOUR per address an hour (429), counted in `sms_codes` under the address's and the
 *   cellphone's transaction locks (so every process and every burst holds to them). It never looks the cellphone up: a
 *   registered one is answered exactly as a new one.
 * - `register`: the place must be a town and one of its villages (400), the code the latest usable one (400; a wrong
 *   code counts a try, SMS_MAX_TRIES spend it; every code tried is counted per address in `rate_counters` BEFORE it is
 *   checked, and an address past WRONG_CODES_PER_ADDRESS is held off: 429, server/db/rate-counter.ts); then, in one
 *   transaction, the 志愿人员 account in state 待审核 (the user module's), the registration, the code spent and a 创建
 *   record. A cellphone with an account answers 409 REGISTERED (only now: the code proved it is the caller's).
 * - The town's 分委领导 lists, counts and decides (激活 / 拒绝) the registrations of their town: another town's is 404,
 *   a decision at a stale version or on a decided registration 409 STALE_VERSION; each decision writes a 审核 record.
 *   A decision applies to the account only while it is still 待审核 (409 ACCOUNT_CHANGED otherwise, nothing changed):
 *   系统管理's 激活 / 停用 of a waiting account decides its registration too (`settleByAdmin`), never the other way round.
 */
import type { z } from 'zod';
import type { registerAccount } from '../../../domain/contracts/register';
import { ACTIVE_STATE, DEPARTMENT_TYPES } from '../../../domain/constants';
import { PENDING_STATE, REGISTERED_MESSAGE, SMS_MAX_TRIES, type RegisterState } from '../../../domain/registrations';
import { countAttempt, refundAttempt } from '../../db/rate-counter';
import { hashPassword } from '../../auth/passwords';
import { inTransaction, type Db } from '../../db/client';
import { Invalid, TooManyRequests } from '../../errors';
import type { AuditService } from '../audit';
import { isVillageOfTown, type DepartmentService } from '../department';
import type { RegisteredAccounts, UserService } from '../user';
import { HOUR, WRONG_CODES_PER_ADDRESS, invalidCode, matchingCode, sendCode } from './codes';
import { insertRegistration, lockCellphone, purgeCodes, spendCodes, usableCode } from './repository';
import { createReviewCalls } from './review';
import type { SmsSender } from './sms';

export type RegisterDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  departments: DepartmentService;
  users: UserService;
  accounts: RegisteredAccounts;
  sms: SmsSender;
};

/** The register service: the places and the registration itself here, the SMS codes in codes.ts, the review in review.ts. */
export function createRegisterService(deps: RegisterDeps) {
  const { db, now, audit } = deps;

  /** 400 unless `department_id` is an active town and `village_id` one of its villages. */
  async function checkPlace(b: { department_id: number; village_id: number }): Promise<void> {
    const units = await deps.departments.byIds([b.department_id, b.village_id]);
    const town = units.get(b.department_id);
    if (!town || town.department_type !== DEPARTMENT_TYPES.town || town.department_state !== ACTIVE_STATE) {
      throw new Invalid('请选择所在乡镇', [{ field: 'department_id', message: '请选择所在乡镇' }]);
    }
    const village = units.get(b.village_id);
    if (!isVillageOfTown(town, village) || village!.department_state !== ACTIVE_STATE) {
      throw new Invalid('所选村居不属于该乡镇', [{ field: 'village_id', message: '所选村居不属于该乡镇' }]);
    }
  }

  return {
    /** GET /api/account/register/places: the active towns, each with its active villages, by id. */
    async places() {
      const all = await deps.departments.listForSelect();
      const villages = all[DEPARTMENT_TYPES.village] ?? [];
      return {
        towns: (all[DEPARTMENT_TYPES.town] ?? []).map((t) => ({
          id: t.id,
          department_name: t.department_name,
          villages: villages
            .filter((v) => v.department_parent === t.id)
            .map((v) => ({ id: v.id, department_name: v.department_name })),
        })),
      };
    },

    /** POST /api/account/sms from `address`: 429 past a limit; 503 SMS_FAILED when the sender refuses. */
    sendCode: (cellphone: string, address: string) => sendCode(deps, cellphone, address),

    /** POST /api/account/register from `address` → { state: 待审核 }; the errors of the module comment. */
    async register(b: z.output<typeof registerAccount.body>, address: string): Promise<{ state: RegisterState }> {
      await checkPlace(b);
      if (!(await countAttempt(db, WRONG_CODES_PER_ADDRESS, address, now()))) throw new TooManyRequests();
      const codeId = await matchingCode(deps, b.cellphone, b.code);
      if (!codeId) throw invalidCode();
      await refundAttempt(db, WRONG_CODES_PER_ADDRESS, address, now());
      const password_hash = await hashPassword(b.password);
      await inTransaction(db, async (tx) => {
        await lockCellphone(tx, b.cellphone);
        // the code may have been spent by a registration that ran meanwhile
        if ((await usableCode(tx, b.cellphone, now(), SMS_MAX_TRIES))?.id !== codeId) throw invalidCode();
        const at = now();
        const place = { department_id: b.department_id, village_id: b.village_id };
        const userId = await deps.accounts.createPending(
          tx,
          { cellphone: b.cellphone, nickname: b.nickname, ...place, password_hash, at },
          REGISTERED_MESSAGE,
        );
        const row = await insertRegistration(tx, {
          user_id: userId,
          cellphone: b.cellphone,
          nickname: b.nickname,
          ...place,
          register_state: PENDING_STATE,
          agreement_at: at,
          created_at: at,
          updated_at: at,
        });
        await spendCodes(tx, b.cellphone, at);
        await audit.write(
          { user: userId, type: '创建', information: { action: '志愿者注册', registration: row.id, ...place } },
          tx,
        );
      });
      return { state: PENDING_STATE };
    },

    ...createReviewCalls(deps),

    /** Removes SMS codes older than a day (housekeeping). */
    purge: () => purgeCodes(db, new Date(now().getTime() - 24 * HOUR)),
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
