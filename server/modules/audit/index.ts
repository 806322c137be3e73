/** The audit module's public entry (no routes yet: the records screens come with a later issue). */
export { createAuditService, type AuditService, type AuditEntry } from './service';
