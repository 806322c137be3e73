/**
 * The child routes (req children §9; issue 15): each registered from its contract (domain/contracts/child.ts,
 * child-lists.ts, child-state.ts) with its permission; every handler passes the signed-in user, so every
 * query is scoped in the service.
 */
import type { FastifyInstance } from 'fastify';
import {
  countChildrenByIdnumber,
  createChild,
  getChildDetail,
  listChildren,
  updateChild,
} from '../../../domain/contracts/child';
import {
  exportChildren,
  getChildDetailByIdnumber,
  listChildrenForAssistant,
  listChildrenForController,
  listChildrenForDominator,
  listChildrenForGenre,
  listChildrenForHelper,
  listChildrenForIdnumbers,
  listChildrenForIdnumbersReal,
  listChildrenForIds,
  listTwinChildren,
} from '../../../domain/contracts/child-lists';
import {
  addChildAppraise,
  deleteChildAppraise,
  listChildAppraises,
  updateChildAppraise,
} from '../../../domain/contracts/child-appraise';
import {
  createChildWithId,
  deleteChild,
  endReveal,
  getReveal,
  quitGta,
  restoreChild,
  revealNames,
  setChildHelpers,
  setChildManager,
} from '../../../domain/contracts/child-state';
import { setChildLiaison, updateChildGtaForm, updateChildImportant } from '../../../domain/contracts/child-gta';
import {
  listChildClassifications,
  setChildClassification,
  setChildDominator,
} from '../../../domain/contracts/child-classify';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import { dateStamp, sendXlsx } from '../../http/xlsx';
import type { ChildService } from './service';
import { EXPORT_COLUMNS } from './lists';

export async function childPlugin(app: FastifyInstance, opts: { children: ChildService; now: () => Date }) {
  const { children, now } = opts;
  const written = (row: { id: number; version: number }) => ({ id: row.id, version: row.version });

  addRoute(app, countChildrenByIdnumber, async (request) =>
    children.countByIdnumber(currentUser(request), request.query.idnumber, request.query.character),
  );
  addRoute(app, getChildDetail, async (request) => ({
    detail: await children.detail(currentUser(request), request.query.id),
  }));
  addRoute(app, getChildDetailByIdnumber, async (request) => ({
    detail: await children.detailByIdnumber(currentUser(request), request.query.idnumber),
  }));

  addRoute(app, listChildren, async (request) => children.list(currentUser(request), request.query));
  addRoute(app, listChildrenForIds, async (request) =>
    children.listOf(currentUser(request), { ids: request.query.ids }),
  );
  addRoute(app, listChildrenForIdnumbers, async (request) =>
    children.listOf(currentUser(request), { idnumbers: request.query.idnumbers }),
  );
  addRoute(app, listChildrenForIdnumbersReal, async (request) =>
    children.listOf(currentUser(request), { idnumbers: request.query.idnumbers, real: true }),
  );
  addRoute(app, listChildrenForController, async (request) => {
    const { controller, genres, keyword, page, size } = request.query;
    return children.list(currentUser(request), { controller, genres, keyword, page, size });
  });
  addRoute(app, listChildrenForDominator, async (request) => {
    const { dominator, genres, keyword, page, size } = request.query;
    return children.list(currentUser(request), { dominator, genres, keyword, page, size });
  });
  addRoute(app, listChildrenForHelper, async (request) => children.list(currentUser(request), request.query));
  addRoute(app, listChildrenForAssistant, async (request) => children.list(currentUser(request), request.query));
  addRoute(app, listChildrenForGenre, async (request) => children.list(currentUser(request), request.query));
  addRoute(app, listTwinChildren, async (request) => children.twins(currentUser(request), request.query));
  addRoute(app, exportChildren, async (request, reply) => {
    const rows = await children.exportRows(currentUser(request), request.query);
    await sendXlsx(reply, {
      fileName: `儿童列表_${dateStamp(now())}.xlsx`,
      sheetName: '儿童列表',
      columns: EXPORT_COLUMNS,
      rows,
    });
    return reply as never;
  });

  addRoute(app, createChild, async (request) =>
    written(await children.createDirect(currentUser(request), request.body)),
  );
  addRoute(app, createChildWithId, async (request) =>
    written(await children.createWithId(currentUser(request), request.body)),
  );
  addRoute(app, updateChild, async (request) =>
    written(await children.updateDirect(currentUser(request), request.body)),
  );
  addRoute(app, deleteChild, async (request) => children.remove(currentUser(request), request.body));
  addRoute(app, restoreChild, async (request) => children.restore(currentUser(request), request.body));
  addRoute(app, quitGta, async (request) => children.quitGta(currentUser(request), request.body));
  addRoute(app, setChildHelpers, async (request) => children.setHelpers(currentUser(request), request.body));
  addRoute(app, setChildManager, async (request) => children.setManager(currentUser(request), request.body));
  addRoute(app, listChildAppraises, async (request) => children.appraises.list(currentUser(request), request.query.id));
  addRoute(app, addChildAppraise, async (request) => children.appraises.add(currentUser(request), request.body));
  addRoute(app, updateChildAppraise, async (request) => children.appraises.update(currentUser(request), request.body));
  addRoute(app, deleteChildAppraise, async (request) => children.appraises.remove(currentUser(request), request.body));

  addRoute(app, updateChildImportant, async (request) =>
    children.gta.updateImportant(currentUser(request), request.body),
  );
  addRoute(app, setChildLiaison, async (request) => children.gta.setLiaison(currentUser(request), request.body));
  addRoute(app, updateChildGtaForm, async (request) => children.gta.updateTab(currentUser(request), request.body));

  addRoute(app, setChildClassification, async (request) =>
    children.classify.setClassification(currentUser(request), request.body),
  );
  addRoute(app, setChildDominator, async (request) =>
    children.classify.setDominator(currentUser(request), request.body),
  );
  addRoute(app, listChildClassifications, async (request) =>
    children.classify.classifications(currentUser(request), request.query.id),
  );

  addRoute(app, revealNames, async (request) => children.reveal(currentUser(request)));
  addRoute(app, getReveal, async (request) => children.revealLeft(currentUser(request)));
  addRoute(app, endReveal, async (request) => children.endReveal(currentUser(request)));
}
