/**
 * Keeps the open tabs of two schema forms of one schema in step (the reviewer's 修改前 / 修改后 pair, seed
 * 001 §4 review): opening a tab on one side, top-level or nested, opens the same tab on the other.
 */
import { useEffect } from 'react';
import type { Form } from '@formily/core';
import type { IFormTab } from '@formily/antd-v5';
import { reaction } from '@formily/reactive';
import { allTabs } from '../../../engine';
import type { FormSchema } from '../../../engine/types';
import { formTabOf, nestedFormTabOf } from '../schema-form';

function follow(from: IFormTab, to: IFormTab): () => void {
  return reaction(
    () => from.activeKey,
    (key) => {
      if (key && to.activeKey !== key) to.setActiveKey(key);
    },
  );
}

/** Mirrors the FormTab active keys (the outer tabs and every nested tab bar) of `a` onto `b` and back, while mounted. */
export function useSyncedTabs(schema: FormSchema, a: Form, b: Form): void {
  useEffect(() => {
    const pairs: [IFormTab, IFormTab][] = [[formTabOf(a), formTabOf(b)]];
    for (const { tab } of allTabs(schema)) {
      if (tab.tabs?.length) pairs.push([nestedFormTabOf(a, tab.key), nestedFormTabOf(b, tab.key)]);
    }
    const stops = pairs.flatMap(([x, y]) => [follow(x, y), follow(y, x)]);
    return () => stops.forEach((stop) => stop());
  }, [schema, a, b]);
}
