/**
 * Issued images (issue 14 "Uploads", "Stored values are bounded"):
 * - every upload the server stores is recorded (`uploads`: image_url, uploader, created_at);
 * - a saved record may refer only to images this server issued: with local storage an image_url with a row
 *   in `uploads`, with OSS storage a key under the OSS upload prefix (the browser uploads straight to the
 *   bucket, so the server never sees those uploads); saving marks the local ones attached;
 * - uploads never attached to a saved record are removed after UPLOAD_TTL_MS (file and row) by the
 *   housekeeping that runs at start and hourly (app.housekeeping()).
 * - a check-in's photos (issue 26) are stricter: the volunteer's own uploads, each used once (claimOwnFresh).
 */
import { OSS_IMAGE_URL } from '../../../domain/images';
import { LOCAL_ATTACHMENT_URL } from '../../../domain/attachments';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import {
  attachUnusedUploadsOf,
  attachUploads,
  attachUploadsOf,
  deleteStaleUploads,
  insertUpload,
  knownUploads,
  recordUsedKeys,
} from './repository';

/** How long an upload may stay unattached before the housekeeping removes it: one day, in ms. */
export const UPLOAD_TTL_MS = 24 * 3_600_000;

/** What the child pipeline (server/modules/child/prepare.ts) needs: the images check of a record save. */
export type ImageRegistry = {
  /**
   * Marks the issued images among `urls` attached (in `tx`, the record's own transaction) and answers the
   * ones this server did not issue (empty when all are fine). Under OSS storage: the ones not under the OSS
   * prefix (nothing is recorded).
   */
  claim(urls: string[], tx: Db): Promise<string[]>;
};

/** Why photos of a check-in were refused: never issued here, or another user's or already used (claimOwnFresh). */
export type FreshClaim = { unissued: string[]; taken: string[] };

/** What the check-in (server/modules/task/moves.ts) needs: photos that are the volunteer's own, each used once. */
export type PunchImages = {
  /**
   * Marks attached, in `tx`, the images among `urls` that `uploader` uploaded and nothing used yet, and answers the
   * others: `unissued` (no upload of that key) and `taken` (another user's, or already used by a record or check-in).
   * Under OSS storage, where the server sees no upload, a key of the OSS prefix is recorded as used by `uploader` the
   * first time and `taken` after that (who uploaded it cannot be known: docs/decisions-tasks.md).
   */
  claimOwnFresh(urls: string[], uploader: number, tx: Db): Promise<FreshClaim>;
};

export type FileService = ImageRegistry &
  PunchImages & {
    /**
     * The attachment check of an e-mail (docs/decisions-filetransfer.md): marks the attachments among `urls` that `uploader`
     * uploaded attached (in `tx`) and answers the others (not attachments, another user's, or never issued). Local storage only.
     */
    claimAttachments(urls: string[], uploader: number, tx: Db): Promise<string[]>;
    /** Records `image_url`, just stored by `storage.save` for user `uploader`, as issued now. */
    recordUpload(image_url: string, uploader: number): Promise<void>;
    /**
     * Removes the uploads older than a day that no saved record refers to (rows, then files; a file already
     * gone is no error). Local storage only. Answers how many were removed.
     */
    purgeStale(): Promise<number>;
  };

/** The file service over `db`, the clock `now` and the image `storage` (local when not given: seeds, tests). */
export function createFileService(deps: { db: Db; now: () => Date; storage?: Storage }): FileService {
  const { db, now, storage } = deps;
  const oss = storage?.kind === 'oss';
  return {
    async claim(urls, tx) {
      if (oss) return urls.filter((url) => !OSS_IMAGE_URL.test(url));
      // an e-mail attachment is never an image of a record
      const issued = await attachUploads(
        tx,
        urls.filter((url) => !LOCAL_ATTACHMENT_URL.test(url)),
        now(),
      );
      return urls.filter((url) => !issued.has(url));
    },
    async claimOwnFresh(urls, uploader, tx) {
      const at = now();
      const images = urls.filter((url) => !LOCAL_ATTACHMENT_URL.test(url));
      const fresh = oss
        ? await recordUsedKeys(
            tx,
            images.filter((url) => OSS_IMAGE_URL.test(url)),
            uploader,
            at,
          )
        : await attachUnusedUploadsOf(tx, images, uploader, at);
      const refused = urls.filter((url) => !fresh.has(url));
      const known = oss ? new Set(refused.filter((url) => OSS_IMAGE_URL.test(url))) : await knownUploads(tx, refused);
      return { unissued: refused.filter((url) => !known.has(url)), taken: refused.filter((url) => known.has(url)) };
    },
    async claimAttachments(urls, uploader, tx) {
      const issued = oss
        ? new Set<string>()
        : await attachUploadsOf(
            tx,
            urls.filter((url) => LOCAL_ATTACHMENT_URL.test(url)),
            uploader,
            now(),
          );
      return urls.filter((url) => !issued.has(url));
    },
    recordUpload: (image_url, uploader) => insertUpload(db, { image_url, uploader, created_at: now() }),
    async purgeStale() {
      if (!storage || storage.kind !== 'local') return 0;
      const stale = await deleteStaleUploads(db, new Date(now().getTime() - UPLOAD_TTL_MS));
      for (const image_url of stale) await storage.remove(image_url);
      return stale.length;
    },
  };
}
