/**
 * What the fuzz suite checks of every answer (issue 14 "The fuzz suite"):
 * - `errorProblem(body)`: an error answer is exactly `{ code, message, fieldErrors? }` (domain/contracts
 *   define.ts `errorBody`), every message Chinese and free of zod's or Fastify's English words;
 * - `extraKeys(value, schema)`: the paths of keys in a 200 answer that its contract does not name (the
 *   response's JSON Schema, `io: 'output'`), so that no column leaks past a presenter;
 * - `storedDigest(db)`: a digest of the domain tables, compared before and after a rejected write (the audit
 *   log `records`, which records failed attempts by design, and `sessions` are left out).
 */
import { getTableName, sql } from 'drizzle-orm';
import { errorBody } from '../../domain/contracts/define';
import type { Db } from '../../server/db/client';
import { applies, children, departments, uploads, users } from '../../server/db/schema';

/** The tables a rejected write must leave as they were. */
const DIGESTED = [children, applies, users, departments, uploads].map((table) => getTableName(table));
import type { JsonSchema } from './inputs';

const CJK = /[\u4e00-\u9fff]/;
const ENGLISH = /\b(Invalid|invalid|expected|Expected|Body|body|must|Required|Unrecognized|undefined|null|NaN|Error)\b/;

/** Why an error answer is not one (a string), or null when it is fine. */
export function errorProblem(body: unknown): string | null {
  const parsed = errorBody.strict().safeParse(body);
  if (!parsed.success) return `not {code, message, fieldErrors?}: ${JSON.stringify(body)?.slice(0, 300)}`;
  const messages = [parsed.data.message, ...(parsed.data.fieldErrors ?? []).map((e) => e.message)];
  const bad = messages.find((m) => !CJK.test(m) || ENGLISH.test(m));
  return bad === undefined ? null : `message not Chinese: ${JSON.stringify(bad)}`;
}

/** The paths of keys inside `value` that `schema` does not name (for objects with named properties). */
export function extraKeys(value: unknown, schema: JsonSchema, path = '$'): string[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const kind = Array.isArray(value) ? 'array' : value && typeof value === 'object' ? 'object' : 'other';
    const fitting = union.filter((s) =>
      kind === 'array'
        ? s.type === 'array' || !!s.items
        : kind === 'object'
          ? s.type === 'object' || !!s.properties
          : true,
    );
    const results = (fitting.length ? fitting : union).map((s) => extraKeys(value, s, path));
    return results.find((r) => r.length === 0) ?? results[0] ?? [];
  }
  if (Array.isArray(value))
    return schema.items ? value.flatMap((v, i) => extraKeys(v, schema.items!, `${path}[${i}]`)) : [];
  if (!value || typeof value !== 'object') return [];
  const out: string[] = [];
  const props = schema.properties;
  const free = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
  for (const [key, inner] of Object.entries(value)) {
    if (props?.[key]) out.push(...extraKeys(inner, props[key], `${path}.${key}`));
    else if (free) out.push(...extraKeys(inner, free, `${path}.${key}`));
    else if (props) out.push(`${path}.${key}`);
  }
  return out;
}

/**
 * A digest of the domain tables' rows, in id order: one md5 per table computed by the database in one round trip
 * (about a quarter of the time of reading the rows into JavaScript and hashing them there), joined.
 */
export async function storedDigest(db: Db): Promise<string> {
  const parts = DIGESTED.map(
    (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from ${table} t)`,
  );
  const result = await db.execute(sql.raw(`select ${parts.join(" || ':' || ")} as digest`));
  return String((result as unknown as { rows: { digest: string }[] }).rows[0]!.digest);
}
