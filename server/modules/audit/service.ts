/**
 * Operation records (audit; req records §1, §2; domain/records.ts). Detail views, searches, exports,
 * changes and deletions write one record each: who, which child, type, state, when (the injected clock)
 * and a small information object.
 */
import type { RecordState, RecordType } from '../../../domain/records';
import type { Db } from '../../db/client';
import { insertRecord, insertRecords } from './repository';

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
};

/** The audit service: records written over `db` (or a given transaction), stamped with `now()`. */
export function createAuditService(deps: { db: Db; now: () => Date }): AuditService {
  const row = (entry: AuditEntry, at: Date) => ({
    record_user: entry.user,
    record_child: entry.child ?? 0,
    record_type: entry.type,
    record_state: entry.state ?? '成功',
    record_datetime: at,
    created_at: at,
    record_information: { record_source: 'console', ...entry.information },
  });
  return {
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
