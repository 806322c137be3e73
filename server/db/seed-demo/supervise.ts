/**
 * The demo's supervision and labels (docs/decisions-supervise.md), written through the services: 督查领导's two checklist
 * templates (one retired) and five inspections for the demo 督查人员 at every step (待检查, one overdue draft, 已提交 with
 * photos, 已确认, 退回 with its reason); 总委领导's tags on some children of 水关村 and others.
 */
import type { Services } from '../../services';
import type { DemoAccounts, DemoPlaces } from './accounts';
import type { DemoChild } from './children';
import { demoPhoto } from './photos';
import type { SaveImage } from './tasks';

const DAY = 86_400_000;
const VISIT = [
  { key: 'a1', text: '儿童档案是否齐全、及时更新', kind: '是否' },
  { key: 'a2', text: '儿童主任是否按期走访', kind: '是否' },
  { key: 'a3', text: '儿童之家活动开展情况', kind: '评分' },
  { key: 'a4', text: '重点儿童帮扶措施落实情况', kind: '评分' },
  { key: 'a5', text: '发现的问题及整改建议', kind: '文字' },
] as const;
const SAFETY = [
  { key: 'b1', text: '场所是否存在安全隐患', kind: '是否' },
  { key: 'b2', text: '安全管理总体评价', kind: '评分' },
] as const;
const LABELS = ['重点关注', '心理疏导', '学业帮扶', '低保家庭', '单亲家庭'];

export async function seedSupervise(
  services: Services,
  p: DemoPlaces,
  a: DemoAccounts,
  kids: DemoChild[],
  now: Date,
  saveImage?: SaveImage,
): Promise<void> {
  const { supervise, files } = services;
  const leader = a.byRole('督查领导'),
    inspector = a.byRole('督查人员');
  const day = (offset: number) => new Date(now.getTime() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
  const visit = await supervise.templates.create(leader, {
    template_title: '村居儿童关爱服务督查表',
    template_items: [...VISIT],
  });
  const safety = await supervise.templates.create(leader, {
    template_title: '儿童之家安全检查表（旧版）',
    template_items: [...SAFETY],
  });
  await supervise.templates.setState(leader, { id: safety.id, version: safety.version, template_state: '停用' });

  let photo = 0;
  const photoUrl = async (): Promise<string> => {
    photo++;
    const url = saveImage
      ? await saveImage(demoPhoto(500 + photo), 'png', now)
      : `image/${day(0)}/supervise${String(photo).padStart(6, '0')}.png`;
    await files.recordUpload(url, inspector.id);
    return url;
  };
  const answers = { a1: '是', a2: '否', a3: 4, a4: 3, a5: '部分走访记录未及时录入，建议每月底前补齐。' };
  const villages = p.villages.slice(0, 5);
  const assign = async (n: number, deadline: number) =>
    supervise.create(leader, {
      supervise_template: visit.id,
      supervise_inspector: inspector.id,
      supervise_village: villages[n % villages.length].id,
      supervise_deadline: day(deadline),
      supervise_remark: n % 2 ? '请重点查看留守儿童走访记录。' : '',
    });
  await assign(0, 7);
  const submit = async (n: number, deadline: number) => {
    const made = await assign(n, deadline);
    return supervise.saveRecord(inspector, {
      id: made.id,
      version: made.version,
      answers,
      remarks: '现场查看儿童之家，与儿童主任交谈。',
      photos: [{ url: await photoUrl() }, { url: await photoUrl() }],
      submit: true,
    });
  };
  await submit(1, 3);
  const confirmed = await submit(2, 5);
  await supervise.review(leader, { id: confirmed.id, version: confirmed.version, move: 'confirm' });
  const returned = await submit(3, 10);
  await supervise.review(leader, {
    id: returned.id,
    version: returned.version,
    move: 'return',
    reason: '照片未体现儿童之家活动现场，请补充后重新提交。',
  });
  // a draft whose deadline is today: it turns overdue tomorrow
  const draft = await assign(4, 0);
  await supervise.saveRecord(inspector, {
    id: draft.id,
    version: draft.version,
    answers: { a1: '是' },
    remarks: '',
    photos: [],
    submit: false,
  });

  const county = a.byRole('总委领导');
  const live = kids.filter((k) => !k.row.deleted_at);
  for (const [n, label_name] of LABELS.entries()) {
    const { id } = await services.labels.create(county, { label_name });
    const tagged = live
      .filter((_, i) => i % (n + 3) === 0)
      .slice(0, 8)
      .map((k) => k.row.id);
    if (tagged.length) await services.labels.assign(county, { id, add: tagged, remove: [] });
  }
}
