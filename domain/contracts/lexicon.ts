/**
 * The lexicon (req filetransfer §4 `GET lexicon/list` (page, size), `PUT lexicon/for/ids`; domain/lexicon.ts): words with their group,
 * order and whether they are offered. Every signed-in user reads the enabled words; 系统管理 (lexicon:edit) reads all and edits them.
 */
import { z } from 'zod';
import { LEXICON_GROUPS } from '../lexicon';
import { boolParam, defineCall, idField, pageParam, sizeParam, versionField } from './define';

export const lexiconItem = z.object({
  id: z.number(),
  lexicon_group: z.enum(LEXICON_GROUPS),
  lexicon_word: z.string(),
  lexicon_order: z.number(),
  lexicon_enabled: z.boolean(),
  version: z.number(),
});
export type LexiconItem = z.infer<typeof lexiconItem>;

/** GET /api/lexicon/list?group&enabled&page&size (signed-in) → { total, list } by group and order; without lexicon:edit only the enabled words. */
export const listLexicon = defineCall({
  method: 'GET',
  path: '/api/lexicon/list',
  permission: 'signed-in',
  tag: 'lexicon',
  summary: '词库列表',
  query: z.object({
    group: z.enum(LEXICON_GROUPS).optional(),
    enabled: boolParam.optional(),
    page: pageParam,
    size: sizeParam(100),
  }),
  response: z.object({ total: z.number(), list: z.array(lexiconItem) }),
});

/** One word of a save (the 词库 dialog's fields: their rules come from here). */
export const lexiconWordInput = z.object({
  /** Absent: a new word. */
  id: idField.optional(),
  version: versionField.optional(),
  lexicon_group: z.enum(LEXICON_GROUPS, { error: (issue) => (issue.input === undefined ? '请选择分组' : undefined) }),
  lexicon_word: z.string().trim().min(1, '请输入词语').max(50, '词语不能超过50个字符'),
  lexicon_order: z
    .number({ error: (issue) => (issue.input === undefined ? '请输入排序' : undefined) })
    .int('排序须为整数')
    .min(0, '排序不能小于0')
    .max(9999, '排序不能大于9999'),
  lexicon_enabled: z.boolean(),
});

/**
 * PUT /api/lexicon/for/ids { list: [{ id?, version?, lexicon_group, lexicon_word, lexicon_order, lexicon_enabled }] } (lexicon:edit)
 * → { ids }: every word at once or none: a new word (no id) is added, a known one changed at its version (409 STALE_VERSION),
 * 404 for an unknown id, 400 for a word already in its group (DUPLICATE_WORD).
 */
export const saveLexicon = defineCall({
  method: 'PUT',
  path: '/api/lexicon/for/ids',
  permission: { id: 'lexicon', action: 'edit' },
  tag: 'lexicon',
  summary: '保存词库',
  body: z.object({ list: z.array(lexiconWordInput).min(1, '请至少提交一个词语').max(100) }),
  response: z.object({ ids: z.array(z.number()) }),
});
