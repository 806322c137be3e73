/**
 * The constructor of an option list whose labels are its stored words (the common case: 健康, 残疾 ...).
 */
import type { OptionList } from '../engine/types';

/** An OptionList `id` titled `label` whose options are `words` (label = value = the stored word). */
export function wordList(id: string, label: string, words: readonly string[], source?: string): OptionList {
  return { id, label, options: words.map((w) => ({ label: w, value: w })), ...(source ? { source } : {}) };
}
