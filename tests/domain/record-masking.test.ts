/**
 * What an operation record shows of a person (issue 26; domain/records.ts presentRecordInformation, domain/masking.ts
 * maskSearchText): names, ID numbers and searched texts masked without a reveal and left out for a role that sees no
 * child; copies of personal data and free text never shown; other keys as stored.
 */
import { describe, expect, it } from 'vitest';
import { maskSearchText } from '../../domain/masking';
import { presentRecordInformation } from '../../domain/records';

const OLD = {
  action: '删除劝导记录',
  id: 7,
  count: 1,
  child_name: '王小涵',
  idnumber: '32128120140501108X',
  keyword: '王小涵',
  record_content: '劝导详情',
  record_attenders: ['张老师'],
  record_images: [{ url: 'a.png' }],
  record_user_cellphone: '13900000001',
  reason: '家长王建国不同意',
};

describe('a search text kept in a record', () => {
  it.each([
    ['王小涵', '王*涵'],
    ['王', '王*'],
    ['32128120140501108X', '321281*********08X'],
    ['3212812014', '321281****'],
    ['3212', '3212'],
    ['王*涵', '王*涵'],
  ])('%s is kept as %s', (text, kept) => {
    expect(maskSearchText(text)).toBe(kept);
  });
});

describe('a record read', () => {
  it('masks names, ID numbers and searched texts without a reveal, and never shows copies or free text', () => {
    expect(presentRecordInformation(OLD, 'masked')).toEqual({
      action: '删除劝导记录',
      id: 7,
      count: 1,
      child_name: '王*涵',
      idnumber: '321281*********08X',
      keyword: '王*涵',
    });
  });
  it('shows a role that sees no child nothing of one', () => {
    expect(presentRecordInformation(OLD, 'none')).toEqual({ action: '删除劝导记录', id: 7, count: 1 });
  });
  it('shows what is kept to a reader with a reveal, but still no copies or free text', () => {
    expect(presentRecordInformation(OLD, 'full')).toEqual({
      action: '删除劝导记录',
      id: 7,
      count: 1,
      child_name: '王小涵',
      idnumber: '32128120140501108X',
      keyword: '王小涵',
    });
  });
});
