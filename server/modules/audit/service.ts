/**
 * Operation records (audit; req records §1, §2; domain/records.ts). Detail views, searches, exports,
 * changes and deletions write one record each: who, which child, type, state, when (the injected clock)
 * and a small information object.
 */
import type { RecordState, RecordType } from '../../../domain/records';
import type { Db } from '../../db/client';
import { insertRecord, insertRecords, type RecordInsert } from './repository';

export type AuditEntry = {
  user: number;
  child?: number;
  type: RecordType;
  state?: RecordState;
  information?: Record<string, unknown>;
};

export type AuditService = {
  /** Writes one record (state 成功 unless given); `tx` to write inside a caller's transaction. */
  write(entry: AuditEntry, tx?: Db): Promise<void>;
  /** Writes the records of a batch (one per task of a batch move) in one INSERT per 500. */
  writeMany(entries: AuditEntry[], tx?: Db): Promise<void>;
  /**
   * Queues the record of a view (a list's 浏览 or 搜索), stamped now, to be written off the answer's critical path
   * (issue 30): the records queued while requests run are written together in one INSERT right after (setImmediate);
   * a failed INSERT is tried once more, then its records are logged at error level, whole (never silently dropped).
   */
  writeSoon(entry: AuditEntry): void;
  /** Resolves once every queued record is written (or logged as failed): readers of records, and the app's close. */
  settle(): Promise<void>;
};

/** Where a record that could not be written is reported (the server log; the console when none). */
export type AuditLog = { error: (fields: Record<string, unknown>, message: string) => void };

/** The audit service: records written over `db` (or a given transaction), stamped with `now()`. */
export function createAuditService(deps: { db: Db; now: () => Date; log?: AuditLog }): AuditService {
  const row = (entry: AuditEntry, at: Date): RecordInsert => ({
    record_user: entry.user,
    record_child: entry.child ?? 0,
    record_type: entry.type,
    record_state: entry.state ?? '成功',
    record_datetime: at,
    created_at: at,
    record_information: { record_source: 'console', ...entry.information },
  });
  const queue: RecordInsert[] = [];
  const writing = new Set<Promise<void>>();
  let scheduled = false;
  const report = (error: unknown, lost: RecordInsert[]) => {
    const fields = { err: error, records: lost };
    if (deps.log) deps.log.error(fields, `操作记录写入失败（${lost.length} 条），记录内容见本条日志`);
    else console.error(`操作记录写入失败（${lost.length} 条）`, error, JSON.stringify(lost));
  };
  function flush() {
    scheduled = false;
    const batch = queue.splice(0);
    for (let i = 0; i < batch.length; i += 500) {
      const part = batch.slice(i, i + 500);
      const done: Promise<void> = insertRecords(deps.db, part)
        .catch(() => insertRecords(deps.db, part))
        .catch((error: unknown) => report(error, part))
        .finally(() => writing.delete(done));
      writing.add(done);
    }
  }
  return {
    writeSoon(entry) {
      queue.push(row(entry, deps.now()));
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    async settle() {
      while (queue.length || writing.size) {
        if (queue.length) flush();
        await Promise.all([...writing]);
      }
    },
    write: (entry, tx) => insertRecord(tx ?? deps.db, row(entry, deps.now())),
    async writeMany(entries, tx) {
      const at = deps.now();
      for (let i = 0; i < entries.length; i += 500)
        await insertRecords(
          tx ?? deps.db,
          entries.slice(i, i + 500).map((e) => row(e, at)),
        );
    },
  };
}
