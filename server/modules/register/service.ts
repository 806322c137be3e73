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
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type {
  listRegistrations,
  registerAccount,
  registrationItem,
  reviewRegistration,
} from '../../../domain/contracts/register';
import { ACTIVE_STATE, DEPARTMENT_TYPES, DISABLED_STATE } from '../../../domain/constants';
import {
  PENDING_STATE,
  REFUSED_STATE,
  REGISTERED_MESSAGE,
  SMS_CODE_LENGTH,
  SMS_CODE_MESSAGE,
  SMS_CODE_TTL_MS,
  SMS_HOURLY_MESSAGE,
  SMS_MAX_TRIES,
  SMS_PER_ADDRESS_HOUR,
  SMS_PER_HOUR,
  SMS_RESEND_MS,
  SMS_TOO_SOON_MESSAGE,
  type RegisterState,
} from '../../../domain/registrations';
import type { SessionUser } from '../../auth/guard';
import { countAttempt, refundAttempt, type RateRule } from '../../db/rate-counter';
import { hashPassword } from '../../auth/passwords';
import { inTransaction, type Db } from '../../db/client';
import { AppError, Conflict, Invalid, NotFound, TooManyRequests } from '../../errors';
import type { AuditService } from '../audit';
import { isVillageOfTown, type DepartmentService } from '../department';
import type { RegisteredAccounts, UserService } from '../user';
import {
  addTry,
  countCodesSince,
  lockAddress,
  countRegistrations,
  decideAt,
  insertCode,
  insertRegistration,
  lockCellphone,
  pageRegistrations,
  purgeCodes,
  registrationById,
  settleOfAccount,
  spendCodes,
  usableCode,
  type RegistrationRow,
} from './repository';
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
type Item = z.input<typeof registrationItem>;
const HOUR = 3_600_000;
const STALE = '该注册申请已被他人审核或修改，请刷新后重试';
/** Wrong codes from one address within 15 minutes before it is held off (429); counted before each check, in the database. */
const WRONG_CODES_PER_ADDRESS: RateRule = { scope: 'sms-code:address', max: 20, windowMs: 15 * 60_000 };

const codeHash = (cellphone: string, code: string) => createHash('sha256').update(`${cellphone}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const invalidCode = () => new Invalid(SMS_CODE_MESSAGE, [{ field: 'code', message: SMS_CODE_MESSAGE }], 'BAD_CODE');

export function createRegisterService(deps: RegisterDeps) {
  const { db, now, audit } = deps;
  /** The town whose registrations a 分委领导 sees (-1: none). */
  const townOf = (user: SessionUser) => user.department_id ?? -1;

  async function present(rows: RegistrationRow[]): Promise<Item[]> {
    const [places, people] = await Promise.all([
      deps.departments.byIds(rows.flatMap((r) => [r.department_id, r.village_id])),
      deps.users.nicknames(rows.map((r) => r.reviewed_by ?? 0).filter(Boolean)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      cellphone: r.cellphone,
      nickname: r.nickname,
      department_id: r.department_id,
      department_name: places.get(r.department_id)?.department_name ?? null,
      village_id: r.village_id,
      village_name: places.get(r.village_id)?.department_name ?? null,
      register_state: r.register_state as RegisterState,
      review_reason: r.review_reason,
      reviewed_by_name: r.reviewed_by ? (people.get(r.reviewed_by) ?? null) : null,
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
      version: r.version,
      created_at: r.created_at.toISOString(),
    }));
  }

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

  /** The id of the latest usable code of `cellphone` if it is `code` (else a wrong try is counted, in its own transaction). */
  async function matchingCode(cellphone: string, code: string): Promise<number | undefined> {
    return inTransaction(db, async (tx) => {
      await lockCellphone(tx, cellphone);
      const row = await usableCode(tx, cellphone, now(), SMS_MAX_TRIES);
      if (!row) return undefined;
      if (sameHash(row.code_hash, codeHash(cellphone, code))) return row.id;
      await addTry(tx, row.id);
      return undefined;
    });
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
    async sendCode(cellphone: string, address: string): Promise<{ ok: true; resend_in: number }> {
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      await inTransaction(db, async (tx) => {
        // the address first, then the cellphone (one order everywhere): the per-address count holds across cellphones too
        await lockAddress(tx, address);
        await lockCellphone(tx, cellphone);
        const at = now();
        if (await countCodesSince(tx, { cellphone }, new Date(at.getTime() - SMS_RESEND_MS)))
          throw new AppError(429, 'TOO_MANY_REQUESTS', SMS_TOO_SOON_MESSAGE);
        if ((await countCodesSince(tx, { cellphone }, new Date(at.getTime() - HOUR))) >= SMS_PER_HOUR)
          throw new AppError(429, 'TOO_MANY_REQUESTS', SMS_HOURLY_MESSAGE);
        if ((await countCodesSince(tx, { address }, new Date(at.getTime() - HOUR))) >= SMS_PER_ADDRESS_HOUR)
          throw new TooManyRequests();
        await insertCode(tx, {
          cellphone,
          address,
          code_hash: codeHash(cellphone, code),
          created_at: at,
          expires_at: new Date(at.getTime() + SMS_CODE_TTL_MS),
        });
      });
      try {
        await deps.sms.send(cellphone, code);
      } catch {
        throw new AppError(503, 'SMS_FAILED', '验证码发送失败，请稍后再试');
      }
      return { ok: true, resend_in: SMS_RESEND_MS / 1000 };
    },

    /** POST /api/account/register from `address` → { state: 待审核 }; the errors of the module comment. */
    async register(b: z.output<typeof registerAccount.body>, address: string): Promise<{ state: RegisterState }> {
      await checkPlace(b);
      if (!(await countAttempt(db, WRONG_CODES_PER_ADDRESS, address, now()))) throw new TooManyRequests();
      const codeId = await matchingCode(b.cellphone, b.code);
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

    /** GET /api/account/register/list: the caller's town's registrations. */
    async list(user: SessionUser, q: z.output<typeof listRegistrations.query>) {
      const { total, rows } = await pageRegistrations(
        db,
        { town: townOf(user), state: q.state, village: q.village, keyword: q.keyword },
        q.page,
        q.size,
      );
      return { total, list: await present(rows) };
    },

    /** GET /api/account/register/count: the 待审核 registrations of the caller's town. */
    count: async (user: SessionUser) => ({
      count: await countRegistrations(db, { town: townOf(user), state: PENDING_STATE }),
    }),

    /** PUT /api/account/register/review: 404 for another town's, 409 STALE_VERSION when decided or changed since read. */
    async review(user: SessionUser, b: z.output<typeof reviewRegistration.body>) {
      return inTransaction(db, async (tx) => {
        const old = await registrationById(tx, b.id, townOf(user));
        if (!old) throw new NotFound('该注册申请不存在');
        const at = now();
        const row = await decideAt(tx, b.id, b.version, PENDING_STATE, {
          register_state: b.decision,
          reviewed_by: user.id,
          reviewed_at: at,
          review_reason: b.reason ?? null,
          updated_at: at,
        });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await deps.accounts.decide(tx, row.user_id, b.decision, at);
        await audit.write(
          {
            user: user.id,
            type: '审核',
            information: { action: '志愿者注册审核', registration: row.id, account: row.user_id, decision: b.decision },
          },
          tx,
        );
        return { id: row.id, version: row.version, register_state: row.register_state as RegisterState };
      });
    },

    /**
     * 系统管理 set the account of a 待审核 registration to `state` (the user module's PendingSettler, in its transaction):
     * the registration is decided by that (激活, or 拒绝 for 停用, with the reason said), so it waits for no town leader
     * any more and a decision they were shown before answers 409 STALE_VERSION.
     */
    async settleByAdmin(
      tx: Db,
      account: number,
      state: typeof ACTIVE_STATE | typeof DISABLED_STATE,
      by: number,
      at: Date,
    ): Promise<void> {
      const decided = state === ACTIVE_STATE ? ACTIVE_STATE : REFUSED_STATE;
      const row = await settleOfAccount(tx, account, PENDING_STATE, {
        register_state: decided,
        reviewed_by: by,
        reviewed_at: at,
        updated_at: at,
        review_reason: state === ACTIVE_STATE ? '系统管理已激活该账号' : '系统管理已停用该账号',
      });
      if (row)
        await audit.write(
          {
            user: by,
            type: '审核',
            information: { action: '志愿者注册审核', registration: row.id, account, decision: decided, by_admin: true },
          },
          tx,
        );
    },

    /** Removes SMS codes older than a day (housekeeping). */
    purge: () => purgeCodes(db, new Date(now().getTime() - 24 * HOUR)),
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
