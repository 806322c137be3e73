import { expect, it } from 'vitest';
import { diff } from '../../engine';
import { FORM_SCHEMAS } from '../../schemas';
import { fixture } from './fixture-schema';

const cs = FORM_SCHEMAS.investigate_cs;

it('lists changed fields with label and tab, in schema order', () => {
  const changes = diff(
    cs,
    { child_name: '张三', child_race: '汉族' },
    { child_name: '张四', child_race: '汉族', child_disability: '健康' },
  );
  expect(changes).toEqual([
    { field: 'child_name', label: '儿童姓名', tab: 'basic', tabTitle: '儿童基本信息', before: '张三', after: '张四' },
    {
      field: 'child_disability',
      label: '健康状况',
      tab: 'basic',
      tabTitle: '儿童基本信息',
      before: undefined,
      after: '健康',
    },
  ]);
});

it('compares normalized values: formatting differences are no change', () => {
  expect(
    diff(
      fixture,
      { birthday: '2020/1/2', insured: true, name: '张三 ' },
      { birthday: '2020-01-02', insured: '有', name: '张三' },
    ),
  ).toEqual([]);
});

it('compares images and tables deeply', () => {
  const a = { child_disability: '残疾', child_disability_type_img: [{ image_url: 'a.jpg', image_name: 'x' }] };
  expect(diff(cs, a, structuredClone(a))).toEqual([]);
  const changed = diff(cs, a, { ...a, child_disability_type_img: [{ image_url: 'b.jpg', image_name: 'x' }] });
  expect(changed.map((c) => c.field)).toEqual(['child_disability_type_img']);
  expect(
    diff(fixture, { members: [{ name: 'a' }] }, { members: [{ name: 'a' }, { name: 'b' }] }).map((c) => c.field),
  ).toEqual(['members']);
});

it('treats a missing before as a new record', () => {
  expect(diff(cs, null, { child_name: '张三' })).toHaveLength(1);
});
