/**
 * The backup archive (issue 31 "Backups that restore"; docs/decisions-ops.md "Archive format"): one file, encrypted and
 * authenticated with AES-256-GCM (Node's crypto) under a key derived by scrypt from BACKUP_KEY and a random salt.
 *
 * Layout: header = MAGIC (8 bytes) | salt (16) | iv (12) | key check (16: HMAC-SHA256 of KEY_CHECK_LABEL under the
 * derived key, so a wrong key is told apart from a changed file); then the ciphertext of the entries; then the GCM
 * tag (16). The header is the cipher's additional data: changing any byte of the file fails the tag.
 * Plaintext: entries one after another, each = name length (u32 BE) | name (UTF-8) | size (u64 BE) | bytes; a name
 * length of 0 ends them. Names are relative paths with `/` (`db/pglite.tar`, `files/image/…`, `manifest.json`).
 *
 * Restore reads the whole ciphertext and checks the tag before it extracts a single entry (`openArchive`).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { open, mkdir, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

const MAGIC = Buffer.from('CWBAK\u0000\u0001\n', 'latin1');
const SALT = 16;
const IV = 12;
const CHECK = 16;
const TAG = 16;
const HEADER = MAGIC.length + SALT + IV + CHECK;
const KEY_CHECK_LABEL = 'child-welfare-console backup key check';
const CHUNK = 1024 * 1024;

/** The AES-256 key for `passphrase` and `salt` (scrypt, N = 2^15, r = 8, p = 1). */
function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const keyCheck = (key: Buffer) => createHmac('sha256', key).update(KEY_CHECK_LABEL).digest().subarray(0, CHECK);

/** An entry's name is a relative path without `..`, absolute parts or backslashes. */
export function safeEntryName(name: string): boolean {
  if (!name || name.includes('\\') || name.startsWith('/') || name.includes('\u0000')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Writes an archive entry by entry; `finish()` writes the end and the tag and closes the file. */
export type ArchiveWriter = {
  /** Adds `name` with the bytes of the file at `path` (or the given bytes); answers its size and SHA-256 (hex). */
  add(name: string, source: { path: string } | { bytes: Buffer }): Promise<{ size: number; sha256: string }>;
  finish(): Promise<void>;
};

/** Starts an archive at `path` (created 0600, must not exist) encrypted under `passphrase`. */
export async function createArchive(path: string, passphrase: string): Promise<ArchiveWriter> {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const key = await deriveKey(passphrase, salt);
  const header = Buffer.concat([MAGIC, salt, iv, keyCheck(key)]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const out = await open(path, 'wx', 0o600);
  await out.write(header);
  const put = async (plain: Buffer) => {
    const enc = cipher.update(plain);
    if (enc.length) await out.write(enc);
  };
  return {
    async add(name, source) {
      if (!safeEntryName(name)) throw new Error(`备份条目名不合法：${name}`);
      const nameBytes = Buffer.from(name, 'utf8');
      const hash = createHash('sha256');
      const head = (size: number) => {
        const b = Buffer.alloc(4 + nameBytes.length + 8);
        b.writeUInt32BE(nameBytes.length, 0);
        nameBytes.copy(b, 4);
        b.writeBigUInt64BE(BigInt(size), 4 + nameBytes.length);
        return b;
      };
      if ('bytes' in source) {
        await put(head(source.bytes.length));
        await put(source.bytes);
        return { size: source.bytes.length, sha256: hash.update(source.bytes).digest('hex') };
      }
      const input = await open(source.path, 'r');
      try {
        const { size } = await input.stat();
        await put(head(size));
        let left = size;
        const buf = Buffer.alloc(CHUNK);
        while (left > 0) {
          const { bytesRead } = await input.read(buf, 0, Math.min(CHUNK, left), null);
          if (!bytesRead) throw new Error(`读取 ${source.path} 时文件变短了`);
          hash.update(buf.subarray(0, bytesRead));
          await put(buf.subarray(0, bytesRead));
          left -= bytesRead;
        }
        return { size, sha256: hash.digest('hex') };
      } finally {
        await input.close();
      }
    },
    async finish() {
      await put(Buffer.alloc(4));
      const last = cipher.final();
      if (last.length) await out.write(last);
      await out.write(cipher.getAuthTag());
      await out.sync();
      await out.close();
    },
  };
}

/** An entry extracted by `openArchive`: its name, where its bytes now are, its size and SHA-256 (hex). */
export type ExtractedEntry = { name: string; path: string; size: number; sha256: string };

/** Why an archive was refused (the message is the operator's sentence). */
export class ArchiveRefused extends Error {}

async function readExactly(fh: FileHandle, length: number, position: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  if (bytesRead !== length) throw new ArchiveRefused('备份文件不完整（被截断），拒绝恢复');
  return buf;
}

/**
 * Decrypts the archive at `path` under `passphrase` into `workDir` (created; the caller removes it): first the whole
 * plaintext to `workDir/plain` with the tag checked, then each entry to `workDir/entries/<name>`.
 * @throws ArchiveRefused: not an archive of this console, a wrong BACKUP_KEY, a changed or truncated file, a bad entry.
 */
export async function openArchive(path: string, passphrase: string, workDir: string): Promise<ExtractedEntry[]> {
  const fh = await open(path, 'r').catch(() => {
    throw new ArchiveRefused(`无法读取备份文件 ${path}`);
  });
  const plainPath = join(workDir, 'plain');
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  try {
    const { size } = await fh.stat();
    if (size < HEADER + TAG) throw new ArchiveRefused('不是本系统的备份文件（太短），拒绝恢复');
    const header = await readExactly(fh, HEADER, 0);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new ArchiveRefused('不是本系统的备份文件，拒绝恢复');
    const salt = header.subarray(MAGIC.length, MAGIC.length + SALT);
    const iv = header.subarray(MAGIC.length + SALT, MAGIC.length + SALT + IV);
    const check = header.subarray(HEADER - CHECK, HEADER);
    const key = await deriveKey(passphrase, salt);
    if (!timingSafeEqual(keyCheck(key), check))
      throw new ArchiveRefused('BACKUP_KEY 与制作该备份时的密钥不符，拒绝恢复');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(header);
    decipher.setAuthTag(await readExactly(fh, TAG, size - TAG));
    const plain = await open(plainPath, 'wx', 0o600);
    try {
      const buf = Buffer.alloc(CHUNK);
      for (let at = HEADER; at < size - TAG;) {
        const { bytesRead } = await fh.read(buf, 0, Math.min(CHUNK, size - TAG - at), at);
        if (!bytesRead) throw new ArchiveRefused('备份文件不完整（被截断），拒绝恢复');
        await plain.write(decipher.update(buf.subarray(0, bytesRead)));
        at += bytesRead;
      }
      try {
        await plain.write(decipher.final());
      } catch {
        throw new ArchiveRefused('备份文件已被改动或损坏（校验失败），拒绝恢复');
      }
    } finally {
      await plain.close();
    }
    return await extractEntries(plainPath, join(workDir, 'entries'));
  } finally {
    await fh.close();
    await rm(plainPath, { force: true });
  }
}

/** Splits the checked plaintext into files under `dir`. */
async function extractEntries(plainPath: string, dir: string): Promise<ExtractedEntry[]> {
  const fh = await open(plainPath, 'r');
  const entries: ExtractedEntry[] = [];
  try {
    let at = 0;
    for (;;) {
      const nameLength = (await readExactly(fh, 4, at)).readUInt32BE(0);
      at += 4;
      if (nameLength === 0) break;
      if (nameLength > 4096) throw new ArchiveRefused('备份文件的条目不合法，拒绝恢复');
      const name = (await readExactly(fh, nameLength, at)).toString('utf8');
      at += nameLength;
      const size = Number((await readExactly(fh, 8, at)).readBigUInt64BE(0));
      at += 8;
      if (!safeEntryName(name) || entries.some((e) => e.name === name)) {
        throw new ArchiveRefused(`备份文件的条目名不合法：${name}，拒绝恢复`);
      }
      const target = normalize(join(dir, ...name.split('/')));
      if (!target.startsWith(dir + sep)) throw new ArchiveRefused(`备份文件的条目名不合法：${name}，拒绝恢复`);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const out = await open(target, 'wx', 0o600);
      const hash = createHash('sha256');
      try {
        const buf = Buffer.alloc(CHUNK);
        for (let left = size; left > 0;) {
          const { bytesRead } = await fh.read(buf, 0, Math.min(CHUNK, left), at);
          if (!bytesRead) throw new ArchiveRefused('备份文件不完整，拒绝恢复');
          hash.update(buf.subarray(0, bytesRead));
          await out.write(buf.subarray(0, bytesRead));
          at += bytesRead;
          left -= bytesRead;
        }
      } finally {
        await out.close();
      }
      entries.push({ name, path: target, size, sha256: hash.digest('hex') });
    }
    return entries;
  } finally {
    await fh.close();
  }
}
