/**
 * The task plugin (domain/contracts/task.ts; req tasks §7.1; issue 16): each call registered from its contract
 * with its permission; the service scopes every query to the signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import {
  auditTask,
  createTask,
  deleteTask,
  deleteTasksFor,
  getTaskDetail,
  listTasksForMix,
  listTasksForMixLong,
  punchTask,
  reassignTasks,
  setTaskState,
  updateTask,
} from '../../../domain/contracts/task';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { TaskService } from './service';

export async function taskPlugin(app: FastifyInstance, opts: { tasks: TaskService }) {
  const { tasks } = opts;
  addRoute(app, listTasksForMix, async (request) => tasks.list(currentUser(request), request.query));
  addRoute(app, listTasksForMixLong, async (request) => tasks.list(currentUser(request), request.query, true));
  addRoute(app, deleteTasksFor, async (request) => tasks.removeFor(currentUser(request), request.body));
  addRoute(app, getTaskDetail, async (request) => ({
    detail: await tasks.detail(currentUser(request), request.query.id),
  }));
  addRoute(app, createTask, async (request) => tasks.create(currentUser(request), request.body));
  addRoute(app, punchTask, async (request) => tasks.punch(currentUser(request), request.body));
  addRoute(app, setTaskState, async (request) => tasks.setState(currentUser(request), request.body));
  addRoute(app, updateTask, async (request) => tasks.update(currentUser(request), request.body));
  addRoute(app, deleteTask, async (request) => tasks.remove(currentUser(request), request.body));
  addRoute(app, auditTask, async (request) => tasks.spotCheck(currentUser(request), request.body));
  addRoute(app, reassignTasks, async (request) => tasks.reassign(currentUser(request), request.body));
}
