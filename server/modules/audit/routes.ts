/**
 * The record plugin (domain/contracts/record.ts; req records §3): the operation records for 系统管理 and 中心领导.
 */
import type { FastifyInstance } from 'fastify';
import {
  exportRecords,
  getRecord,
  listRecords,
  listRecordsForIds,
  listRecordsForMix,
  recordStatistics,
} from '../../../domain/contracts/record';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { dateStamp, sendXlsx } from '../../http/xlsx';
import { RECORD_EXPORT_COLUMNS, type RecordReader } from './reader';

export async function recordPlugin(app: FastifyInstance, opts: { records: RecordReader; now: () => Date }) {
  const { records, now } = opts;
  addRoute(app, listRecords, async (request) => {
    const { type, state, ...q } = request.query;
    return records.list(currentUser(request), {
      ...q,
      types: type ? [type] : undefined,
      states: state ? [state] : undefined,
    });
  });
  addRoute(app, listRecordsForMix, async (request) => records.list(currentUser(request), request.query));
  addRoute(app, getRecord, async (request) => ({
    detail: await records.detail(currentUser(request), request.query.id),
  }));
  addRoute(app, listRecordsForIds, async (request) => records.listOf(currentUser(request), request.query.ids));
  addRoute(app, recordStatistics, async (request) => records.statistics(request.query));
  addRoute(app, exportRecords, async (request, reply) => {
    const rows = await records.exportRows(currentUser(request), request.query);
    await sendXlsx(reply, {
      fileName: `操作记录_${dateStamp(now())}.xlsx`,
      sheetName: '操作记录',
      columns: RECORD_EXPORT_COLUMNS,
      rows,
    });
    return reply as never;
  });
}
