/**
 * Password hashing with node:crypto scrypt (STACK.md: no native build). Stored form:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`; a 16-byte random salt and a 64-byte key.
 *
 * A check costs one scrypt derivation whatever the stored hash is (issue 14 "Sessions and accounts"):
 * for an unknown cellphone, an account without a password or a malformed hash, the password is derived
 * against DUMMY_HASH instead, so the answer time does not tell whether a cellphone has an account.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const N = 16384,
  R = 8,
  P = 1,
  KEYLEN = 64;
const MAXMEM = 64 * 1024 * 1024;

/**
 * A hash no password matches (random salt and random key, made once per process, no derivation needed
 * to make it): what `verifyPassword` derives against when there is no usable stored hash.
 */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${randomBytes(KEYLEN).toString('base64')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The parts of a stored hash of our form with sane parameters, or null. */
function parse(stored: string | null): { n: number; r: number; p: number; salt: Buffer; expected: Buffer } | null {
  if (!stored) return null;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash || ![n, r, p].every((v) => /^\d{1,6}$/.test(v ?? ''))) return null;
  return {
    n: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    expected: Buffer.from(hash, 'base64'),
  };
}

/**
 * Constant-time check of a password against a stored hash. Always runs exactly one scrypt derivation:
 * against DUMMY_HASH (and answers false) when `stored` is null or malformed.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const real = parse(stored);
  const { n, r, p, salt, expected } = real ?? parse(DUMMY_HASH)!;
  const key = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: MAXMEM });
  const same = key.length === expected.length && timingSafeEqual(key, expected);
  return real !== null && same;
}
