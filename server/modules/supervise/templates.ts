/**
 * Checklist templates (SuperviseTemplate; req supervise §1 "supervise templates: only 督查领导"; domain/supervise.ts): listed with how
 * many inspections use each, created (启用), changed at the version read (inspections already made keep their copy) and
 * retired (停用: no new assignment) or restored. Every change leaves an operation record.
 */
import type { z } from 'zod';
import type {
  createTemplate,
  listTemplates,
  setTemplateState,
  templateItem,
} from '../../../domain/contracts/supervise';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  insertTemplate,
  pageTemplates,
  templateById,
  updateTemplateAt,
  usesOfTemplates,
  type TemplateRow,
} from './repository';

type Item = z.input<typeof templateItem>;
const STALE = '该模板已被他人修改，请刷新后重试';

export function createTemplateService(deps: { db: Db; now: () => Date; audit: AuditService; users: UserService }) {
  const { db, now, audit } = deps;

  async function present(rows: TemplateRow[]): Promise<Item[]> {
    const [uses, people] = await Promise.all([
      usesOfTemplates(
        db,
        rows.map((r) => r.id),
      ),
      deps.users.nicknames(rows.map((r) => r.created_by)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      template_title: r.template_title,
      template_items: r.template_items,
      template_state: r.template_state as Item['template_state'],
      created_by_name: people.get(r.created_by) ?? null,
      in_use: uses.get(r.id) ?? 0,
      version: r.version,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  }

  /** Changes template `id` at `version` with `set`, recording `action`; 404 when gone, 409 STALE_VERSION when stale. */
  async function change(user: SessionUser, id: number, version: number, set: Partial<TemplateRow>, action: string) {
    return inTransaction(db, async (tx) => {
      if (!(await templateById(tx, id))) throw new NotFound('该模板不存在');
      const row = await updateTemplateAt(tx, id, version, { ...set, updated_at: now() });
      if (!row) throw new Conflict(STALE, 'STALE_VERSION');
      await audit.write(
        { user: user.id, type: '修改', information: { action, template: row.id, template_title: row.template_title } },
        tx,
      );
      return { id: row.id, version: row.version };
    });
  }

  return {
    async list(q: z.output<typeof listTemplates.query>) {
      const { total, rows } = await pageTemplates(db, q, q.page, q.size);
      return { total, list: await present(rows) };
    },
    async create(user: SessionUser, b: z.output<typeof createTemplate.body>) {
      const at = now();
      return inTransaction(db, async (tx) => {
        const row = await insertTemplate(tx, {
          template_title: b.template_title,
          template_items: b.template_items,
          created_by: user.id,
          created_at: at,
          updated_at: at,
        });
        await audit.write(
          {
            user: user.id,
            type: '创建',
            information: { action: '新增督查模板', template: row.id, template_title: row.template_title },
          },
          tx,
        );
        return { id: row.id, version: row.version };
      });
    },
    update: (user: SessionUser, b: z.output<typeof createTemplate.body> & { id: number; version: number }) =>
      change(
        user,
        b.id,
        b.version,
        { template_title: b.template_title, template_items: b.template_items },
        '修改督查模板',
      ),
    setState: (user: SessionUser, b: z.output<typeof setTemplateState.body>) =>
      change(
        user,
        b.id,
        b.version,
        { template_state: b.template_state },
        b.template_state === '停用' ? '停用督查模板' : '启用督查模板',
      ),
  };
}
