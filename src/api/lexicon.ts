/** The lexicon (domain/contracts/lexicon.ts): the words by group, and 系统管理's save of one or more words. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { listLexicon, saveLexicon } from '../../domain/contracts/lexicon';
import type { LexiconGroup } from '../../domain/lexicon';
import { call } from './client';

export const lexiconKeys = { all: ['lexicon'] as const, list: (q: object) => ['lexicon', 'list', q] as const, group: (g: string) => ['lexicon', 'group', g] as const };
export type LexiconWord = CallOutput<typeof listLexicon>['list'][number];

export const listLexiconPage = (query: CallInput<typeof listLexicon>['query']) => call(listLexicon, { query });
/** The enabled words of `group`, in order (what a screen offers). */
export const wordsOf = async (group: LexiconGroup) => (await call(listLexicon, { query: { group, enabled: 'true', size: 100 } })).list.map((w) => w.lexicon_word);
export const saveWords = (body: CallInput<typeof saveLexicon>['body']) => call(saveLexicon, { body });
