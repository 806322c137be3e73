/**
 * A lock file beside the PGlite directory so two processes never open one database (PGlite has no
 * inter-process locking: two writers corrupt it; STACK.md). The file holds the owner's pid; a lock left
 * by a dead process is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws an Error with a clear message naming the owner pid. Returns the release function. */
export function acquireLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (owner && owner !== process.pid && alive(owner)) {
        throw new Error(`数据库目录已被进程 ${owner} 占用（${path}）。请先停止该进程，或设置 DATA_DIR 使用其他目录。`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`无法获取数据库锁 ${path}`);
}
