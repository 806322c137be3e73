/**
 * The uploads table (issue 14 "Uploads"; server/db/schema.ts): one row per image this server stored, from
 * the moment it is saved; `attached_at` is set when a saved record (a child or an apply) first refers to it.
 * Only the file module reads or writes it.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from './tables';

/** Records a stored upload of `uploader` at `now`. */
export async function insertUpload(
  db: Db,
  row: { image_url: string; uploader: number; created_at: Date },
): Promise<void> {
  await db.insert(uploads).values(row);
}

/**
 * Marks the uploads of `urls` attached at `at` (an already attached one keeps its first time) and answers
 * the urls that have a row: the others were never issued here or were removed. One statement, so a
 * concurrent purge either sees the row attached or has already deleted it.
 */
export async function attachUploads(db: Db, urls: string[], at: Date): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .update(uploads)
    .set({ attached_at: sql`coalesce(${uploads.attached_at}, ${at})` })
    .where(inArray(uploads.image_url, urls))
    .returning({ image_url: uploads.image_url });
  return new Set(rows.map((r) => r.image_url));
}

/** attachUploads for the uploads of `urls` that `uploader` made (an e-mail's attachments, docs/decisions-filetransfer.md). */
export async function attachUploadsOf(db: Db, urls: string[], uploader: number, at: Date): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .update(uploads)
    .set({ attached_at: sql`coalesce(${uploads.attached_at}, ${at})` })
    .where(and(inArray(uploads.image_url, urls), eq(uploads.uploader, uploader)))
    .returning({ image_url: uploads.image_url });
  return new Set(rows.map((r) => r.image_url));
}

/** Deletes the rows of uploads never attached and created before `before`; answers their image_urls. */
export async function deleteStaleUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(isNull(uploads.attached_at), lt(uploads.created_at, before)))
    .returning({ image_url: uploads.image_url });
  return rows.map((r) => r.image_url);
}

/**
 * Marks attached at `at` the uploads of `urls` that `uploader` made and that nothing used yet (`attached_at` still empty),
 * and answers those urls: a check-in's photos are the volunteer's own, each used once (issue 26). One statement with the
 * condition in its WHERE, so of two check-ins with one photo at once only one gets it.
 */
export async function attachUnusedUploadsOf(db: Db, urls: string[], uploader: number, at: Date): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .update(uploads)
    .set({ attached_at: at })
    .where(and(inArray(uploads.image_url, urls), eq(uploads.uploader, uploader), isNull(uploads.attached_at)))
    .returning({ image_url: uploads.image_url });
  return new Set(rows.map((r) => r.image_url));
}

/**
 * Records `urls` (keys the browser uploaded straight to OSS, which the server never saw) as used by `uploader` at `at`,
 * and answers the ones recorded now: a key already recorded was used before.
 */
export async function recordUsedKeys(db: Db, urls: string[], uploader: number, at: Date): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .insert(uploads)
    .values(urls.map((image_url) => ({ image_url, uploader, created_at: at, attached_at: at })))
    .onConflictDoNothing({ target: uploads.image_url })
    .returning({ image_url: uploads.image_url });
  return new Set(rows.map((r) => r.image_url));
}

/** The urls among `urls` that have a row (issued here, or an OSS key used before). */
export async function knownUploads(db: Db, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db.select({ image_url: uploads.image_url }).from(uploads).where(inArray(uploads.image_url, urls));
  return new Set(rows.map((r) => r.image_url));
}
