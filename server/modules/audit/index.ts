/** The audit module's public entry: the writer every module uses, and the reader and routes of the records screen. */
export { createAuditService, type AuditService, type AuditEntry, type AuditLog } from './service';
export { createRecordReader, type RecordReader } from './reader';
export { recordPlugin } from './routes';
