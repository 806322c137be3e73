/**
 * The lexicon (req filetransfer §4 `lexicon/list`, `lexicon/for/ids`; domain/lexicon.ts): words by group that the screens offer.
 * Readers without lexicon:edit get the enabled words only. The defaults of domain/lexicon.ts are inserted the first time the
 * lexicon is read or saved while it is empty. A save is all or nothing: every word at its version (409 STALE_VERSION), no word
 * twice in its group (400 DUPLICATE_WORD), one 修改 record.
 */
import type { z } from 'zod';
import type { listLexicon, saveLexicon } from '../../../domain/contracts/lexicon';
import { DEFAULT_LEXICON, LEXICON_GROUPS, type LexiconGroup } from '../../../domain/lexicon';
import { can } from '../../../domain/permissions';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import {
  countLexicon,
  insertWord,
  insertWords,
  pageLexicon,
  updateWordAt,
  wordById,
  wordIn,
  type LexiconRow,
} from './repository';

const STALE = '词库已被他人修改，请刷新后重试';

export function createLexiconService(deps: { db: Db; now: () => Date; audit: AuditService }) {
  const { db, now, audit } = deps;

  /** Inserts the default words when the lexicon is empty (a new installation). */
  async function ensureDefaults(tx: Db = db): Promise<void> {
    if (await countLexicon(tx)) return;
    const at = now();
    await insertWords(
      tx,
      LEXICON_GROUPS.flatMap((group) =>
        DEFAULT_LEXICON[group].map((word, i) => ({
          lexicon_group: group,
          lexicon_word: word,
          lexicon_order: (i + 1) * 10,
          lexicon_enabled: true,
          updated_at: at,
        })),
      ),
    );
  }
  const present = (r: LexiconRow) => ({
    id: r.id,
    lexicon_group: r.lexicon_group as LexiconGroup,
    lexicon_word: r.lexicon_word,
    lexicon_order: r.lexicon_order,
    lexicon_enabled: r.lexicon_enabled,
    version: r.version,
  });

  return {
    ensureDefaults,
    /** GET /api/lexicon/list. */
    async list(user: SessionUser, q: z.output<typeof listLexicon.query>) {
      await ensureDefaults();
      const enabled = can(user.role, 'lexicon', 'edit') ? q.enabled : true;
      const { total, rows } = await pageLexicon(db, { group: q.group, enabled }, q.page, q.size);
      return { total, list: rows.map(present) };
    },
    /** PUT /api/lexicon/for/ids. */
    async save(user: SessionUser, b: z.output<typeof saveLexicon.body>) {
      const seen = new Set<string>();
      b.list.forEach((w, i) => {
        const k = `${w.lexicon_group}\n${w.lexicon_word}`;
        if (seen.has(k))
          throw new Invalid(
            `「${w.lexicon_word}」重复`,
            [{ field: `list.${i}.lexicon_word`, message: '同一分组中词语不能重复' }],
            'DUPLICATE_WORD',
          );
        seen.add(k);
      });
      return inTransaction(db, async (tx) => {
        await ensureDefaults(tx);
        const ids: number[] = [];
        for (const [i, w] of b.list.entries()) {
          const other = await wordIn(tx, w.lexicon_group, w.lexicon_word);
          if (other && other.id !== w.id)
            throw new Invalid(
              `「${w.lexicon_word}」已在该分组中`,
              [{ field: `list.${i}.lexicon_word`, message: '该分组中已有此词语' }],
              'DUPLICATE_WORD',
            );
          const set = {
            lexicon_group: w.lexicon_group,
            lexicon_word: w.lexicon_word,
            lexicon_order: w.lexicon_order,
            lexicon_enabled: w.lexicon_enabled,
            updated_at: now(),
          };
          if (w.id === undefined) {
            ids.push((await insertWord(tx, set)).id);
            continue;
          }
          if (w.version === undefined)
            throw new Invalid('请提供版本号', [{ field: `list.${i}.version`, message: '请提供版本号' }]);
          if (!(await wordById(tx, w.id))) throw new NotFound('该词语不存在');
          const row = await updateWordAt(tx, w.id, w.version, set);
          if (!row) throw new Conflict(STALE, 'STALE_VERSION');
          ids.push(row.id);
        }
        await audit.write({ user: user.id, type: '修改', information: { action: '保存词库', ids } }, tx);
        return { ids };
      });
    },
  };
}

export type LexiconService = ReturnType<typeof createLexiconService>;
