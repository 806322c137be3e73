/**
 * Operation records (audit; seed 002 §3.4, §4.3; domain/records.ts). Detail views, searches, exports,
 * changes and deletions write one record each: who, which child, type, state, when (the injected clock)
 * and a small information object.
 */
import type { RecordState, RecordType } from '../../../domain/records';
import type { Db } from '../../db/client';
import { insertRecord } from './repository';

export type AuditEntry = { user: number; child?: number; type: RecordType; state?: RecordState; information?: Record<string, unknown> };

export type AuditService = {
  /** Writes one record (state 成功 unless given); `tx` to write inside a caller's transaction. */
  write(entry: AuditEntry, tx?: Db): Promise<void>;
};

/** The audit service: records written over `db` (or a given transaction), stamped with `now()`. */
export function createAuditService(deps: { db: Db; now: () => Date }): AuditService {
  return {
    write: (entry, tx) => insertRecord(tx ?? deps.db, {
      record_user: entry.user, record_child: entry.child ?? 0, record_type: entry.type, record_state: entry.state ?? '成功',
      record_datetime: deps.now(), record_information: { record_source: 'console', ...entry.information },
    }),
  };
}
