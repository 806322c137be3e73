/**
 * Every table of the console, gathered for the drizzle client's typing (server/db/client.ts), the seeds, the scripts
 * and the tests. No table is defined here: each lives in its owning module's `tables.ts` (docs/modules.md "A module's
 * tables are its own"; docs/decisions-tables.md). Server code outside server/db reaches tables only through its own
 * module's repository, which imports `./tables` (or the owning module's tables.ts for a table it joins).
 */
export * from '../modules/department/tables';
export * from '../modules/user/tables';
export * from '../modules/auth/tables';
export * from '../modules/child/tables';
export * from '../modules/apply/tables';
export * from '../modules/audit/tables';
export * from '../modules/persuasion/tables';
export * from '../modules/file/tables';
export * from '../modules/task/tables';
export * from '../modules/plan/tables';
export * from '../modules/journal/tables';
export * from '../modules/score/tables';
export * from '../modules/sin/tables';
export * from '../modules/denounce/tables';
export * from '../modules/meeting/tables';
export * from '../modules/allowance/tables';
export * from '../modules/filetransfer/tables';
export * from '../modules/lexicon/tables';
export * from '../modules/notice/tables';
export * from '../modules/register/tables';
export * from '../modules/configuration/tables';
export * from '../modules/supervise/tables';
export * from '../modules/label/tables';
