/**
 * Saving a created or modified child (req children §4, §9, §10). On 提交:
 * 1. `validateForSubmit` (marks the fields, switches to the first tab with an error);
 * 2. the duplicate check by ID number (GET /api/child/count/for/idnumber; skipped when the number is
 *    unchanged or still masked) → 该儿童已存在系统 on the ID field, unless the child lacks this category and
 *    is in the user's scope: then the save merges (req children §4) and the user is told so;
 * 3. a direct write (POST/PUT /api/child) for roles with children:add/edit, else an application
 *    (POST /api/apply 儿童创建 / 儿童修改) for roles with applies:add;
 * 4. success: 创建成功 / 修改成功 / 提交成功，等待审核, caches refreshed, on to the matching list;
 *    failure: the server's message (fallback 创建儿童失败，请重试 / 更新儿童失败，请重试 / 提交申请失败，请重试),
 *    its fieldErrors on the fields, and for 409 an offer to reload. The form keeps its values.
 */
import { useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Form } from '@formily/core';
import { DUPLICATE_CHILD_MESSAGE } from '../../../../domain/constants';
import { CHARACTER_LABELS } from '../../../../domain/child-genre';
import { isMasked } from '../../../../domain/masking';
import { allFields, fieldByName } from '../../../../engine/fields';
import type { FormSchema } from '../../../../engine/types';
import type { Character } from '../../../../domain/child-genre';
import { createApply } from '../../../../domain/contracts/apply';
import { countChildrenByIdnumber, createChild, updateChild, type Child } from '../../../../domain/contracts/child';
import { isHttpError } from '../../../api/http-error';
import { callWith, invalidateTags } from '../../../api/use-call';
import { notifyError } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { readFormValues, validateForSubmit } from '../../../components/schema-form';
import { childDetailPath } from '../../../components/child-record/detail-params';
import { showConflict } from '../../../components/child-record/detail-results';
import { markFieldErrors, toFormFieldErrors } from '../../../components/schema-form';

export function useSubmitChild(schema: FormSchema, child: Child | undefined, onReload?: () => void) {
  const { can } = useCurrentUser();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const direct = child ? can('children', 'edit') : can('children', 'add');
  const viaApply = !direct && can('applies', 'add');
  const idField = allFields(schema).find((f) => f.field.kind === 'idnumber' && f.field.required)?.field.name;

  async function isDuplicate(form: Form, values: Record<string, unknown>): Promise<boolean> {
    const idnumber = idField ? String(values[idField] ?? '').trim() : '';
    const original = idField && child ? String(child.information[schema.id]?.[idField] ?? '') : '';
    if (!idField || !idnumber || isMasked(idnumber) || idnumber === original) return false;
    const found = await callWith(countChildrenByIdnumber, {
      query: { idnumber, character: schema.genre as Character },
    });
    // a child of this number lacking the category: the save adds the category to it (req children §4)
    if (found.mergeable)
      message.info(`该儿童已在系统中，保存后将为其增加「${CHARACTER_LABELS[schema.genre as Character]}」类别`);
    if (found.count === 0) return false;
    markFieldErrors(form, [
      { field: idField, message: DUPLICATE_CHILD_MESSAGE, tab: fieldByName(schema, idField)?.tab },
    ]);
    message.error(DUPLICATE_CHILD_MESSAGE);
    return true;
  }

  async function write(values: Record<string, unknown>): Promise<{ success: string; next: string }> {
    const character = schema.genre as Character;
    const information = { [schema.id]: values };
    if (direct && child) {
      await callWith(updateChild, { body: { id: child.id, version: child.version, character, information } });
      return { success: '修改成功', next: childDetailPath({ id: child.id, state: '仅查看', genre: schema.genre }) };
    }
    if (direct) {
      const created = await callWith(createChild, { body: { character, information } });
      return { success: '创建成功', next: childDetailPath({ id: created.id, state: '仅查看', genre: schema.genre }) };
    }
    await callWith(createApply, {
      body: {
        apply_genre: child ? '儿童修改' : '儿童创建',
        ...(child ? { link_id: child.id } : {}),
        apply_information: { information: { child: { character, information } } },
      },
    });
    return { success: '提交成功，等待审核', next: '/children/childCheck' };
  }

  async function submit(form: Form): Promise<void> {
    if (saving) return;
    const problems = validateForSubmit(schema, form, { registeredIdnumber: child?.child_idnumber });
    if (problems.length > 0) {
      message.error(problems[0].message);
      return;
    }
    const values = readFormValues(schema, form);
    setSaving(true);
    try {
      if (await isDuplicate(form, values)) return;
      const { success, next } = await write(values);
      message.success(success);
      await invalidateTags(queryClient, ['child', 'apply']);
      navigate(next);
    } catch (error) {
      markFieldErrors(form, toFormFieldErrors(schema, isHttpError(error) ? error.fieldErrors : undefined));
      if (isHttpError(error) && error.status === 409 && onReload) showConflict(modal, error.message, onReload);
      else
        notifyError(error, viaApply ? '提交申请失败，请重试' : child ? '更新儿童失败，请重试' : '创建儿童失败，请重试');
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving, allowed: direct || viaApply, viaApply };
}
