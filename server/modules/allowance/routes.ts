/** The allowance plugin (domain/contracts/allowance.ts): each route from its contract, with its permission. */
import type { FastifyInstance } from 'fastify';
import {
  allowanceImportTemplate,
  allowanceMonths,
  approveAllowances,
  checkAllowances,
  createAllowance,
  deleteAllowance,
  exportAllowanceMonth,
  getAllowance,
  importAllowances,
  listAllowanceKids,
  listAllowances,
  listAllowanceWarnings,
  saveAllowanceKid,
  updateAllowance,
} from '../../../domain/contracts/allowance';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { contentDisposition, sendXlsx, XLSX_TYPE } from '../../http/xlsx';
import { PAYMENT_COLUMNS } from '../../../domain/allowances';
import type { AllowanceService } from './service';

export async function allowancePlugin(app: FastifyInstance, opts: { allowances: AllowanceService }) {
  const { allowances } = opts;
  addRoute(app, listAllowanceKids, async (request) => allowances.kids(currentUser(request), request.query));
  addRoute(app, saveAllowanceKid, async (request) => allowances.saveKid(currentUser(request), request.body));
  addRoute(app, listAllowances, async (request) => allowances.list(currentUser(request), request.query));
  addRoute(app, getAllowance, async (request) => allowances.detail(currentUser(request), request.query.id));
  addRoute(app, createAllowance, async (request) => allowances.create(currentUser(request), request.body));
  addRoute(app, updateAllowance, async (request) => allowances.update(currentUser(request), request.body));
  addRoute(app, deleteAllowance, async (request) => allowances.remove(currentUser(request), request.body));
  addRoute(app, checkAllowances, async (request) => allowances.check(currentUser(request), request.body));
  addRoute(app, approveAllowances, async (request) => allowances.approve(currentUser(request), request.body));
  addRoute(app, allowanceMonths, async (request) => allowances.months(currentUser(request), request.query));
  addRoute(app, listAllowanceWarnings, async (request) => allowances.warnings(currentUser(request), request.query));
  addRoute(app, importAllowances, async (request) => allowances.import(currentUser(request), request.body));
  addRoute(app, exportAllowanceMonth, async (request, reply) => {
    const { month } = request.query;
    const sheet = await allowances.paymentSheet(currentUser(request), month);
    await sendXlsx(reply, {
      fileName: `保金发放表_${month}.xlsx`,
      sheetName: `保金发放表 ${month}`,
      columns: PAYMENT_COLUMNS.map((c) => ({ ...c })),
      rows: (async function* () {
        yield* sheet.rows;
      })(),
    });
    return reply as never;
  });
  addRoute(app, allowanceImportTemplate, async (_request, reply) => {
    const file = await allowances.importTemplate();
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', contentDisposition('保金导入模板.xlsx'))
      .send(file) as never;
  });
}
