/**
 * The SMS codes of volunteer self-registration (req register §1): sending one (`sendCode`) and checking one
 * (`matchingCode`), with the limits of the register module comment (service.ts). A code is stored only as a hash.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MESSAGE,
  SMS_CODE_TTL_MS,
  SMS_HOURLY_MESSAGE,
  SMS_MAX_TRIES,
  SMS_PER_ADDRESS_HOUR,
  SMS_PER_HOUR,
  SMS_RESEND_MS,
  SMS_TOO_SOON_MESSAGE,
} from '../../../domain/registrations';
import type { RateRule } from '../../db/rate-counter';
import { inTransaction, type Db } from '../../db/client';
import { AppError, Invalid, TooManyRequests } from '../../errors';
import { addTry, countCodesSince, insertCode, lockAddress, lockCellphone, usableCode } from './repository';
import type { SmsSender } from './sms';

/** One hour in ms. */
export const HOUR = 3_600_000;
/** Wrong codes from one address within 15 minutes before it is held off (429); counted before each check, in the database. */
export const WRONG_CODES_PER_ADDRESS: RateRule = { scope: 'sms-code:address', max: 20, windowMs: 15 * 60_000 };

const codeHash = (cellphone: string, code: string) => createHash('sha256').update(`${cellphone}:${code}`).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** The 400 BAD_CODE of a wrong, spent or expired code (on the `code` field). */
export const invalidCode = () =>
  new Invalid(SMS_CODE_MESSAGE, [{ field: 'code', message: SMS_CODE_MESSAGE }], 'BAD_CODE');

export type CodeDeps = { db: Db; now: () => Date; sms: SmsSender };

/** POST /api/account/sms from `address`: 429 past a limit; 503 SMS_FAILED when the sender refuses. */
export async function sendCode(
  deps: CodeDeps,
  cellphone: string,
  address: string,
): Promise<{ ok: true; resend_in: number }> {
  const { db, now } = deps;
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
}

/** The id of the latest usable code of `cellphone` if it is `code` (else a wrong try is counted, in its own transaction). */
export async function matchingCode(
  deps: Pick<CodeDeps, 'db' | 'now'>,
  cellphone: string,
  code: string,
): Promise<number | undefined> {
  return inTransaction(deps.db, async (tx) => {
    await lockCellphone(tx, cellphone);
    const row = await usableCode(tx, cellphone, deps.now(), SMS_MAX_TRIES);
    if (!row) return undefined;
    if (sameHash(row.code_hash, codeHash(cellphone, code))) return row.id;
    await addTry(tx, row.id);
    return undefined;
  });
}
