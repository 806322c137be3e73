/**
 * The demo's e-mail, lexicon and notifications (docs/decisions-filetransfer.md), written through the services on a clock set
 * to each message's time: messages between the prosecutor and escort accounts (some read, some not, one withdrawn), the
 * default lexicon, and a message the centre sent to the demo volunteer (task reminders come from the demo's tasks themselves).
 */
import type { Db } from '../client';
import { createServices } from '../../services';
import type { Role } from '../../../domain/roles';
import type { DemoAccounts } from './accounts';

const HOUR = 3_600_000;

export async function seedFiletransfer(db: Db, a: DemoAccounts, now: Date): Promise<void> {
  const clock = { at: now };
  const services = createServices({ db, now: () => clock.at, signImage: () => null });
  const ids = (...roles: Role[]) => roles.map((r) => a.byRole(r).id);
  const send = async (
    hoursAgo: number,
    from: Role,
    subject: string,
    content: string,
    to: { recipients?: number[]; recipient_roles?: Role[] },
  ) => {
    clock.at = new Date(now.getTime() - hoursAgo * HOUR);
    return services.filetransfers.send(a.byRole(from), {
      filetransfer_subject: subject,
      filetransfer_content: content,
      recipients: to.recipients ?? [],
      recipient_roles: to.recipient_roles ?? [],
      filetransfer_attachments: [],
    });
  };
  const notice = await send(
    72,
    '检察领导',
    '关于开展未成年人专项帮教工作的通知',
    '请各护航单位于本月底前报送重点未成年人帮教情况，并指定一名联络人。',
    { recipients: ids('检察人员', '公安护航', '检察护航', '教育护航') },
  );
  clock.at = new Date(now.getTime() - 70 * HOUR);
  await services.filetransfers.detail(a.byRole('检察人员'), notice.id);
  await services.filetransfers.detail(a.byRole('公安护航'), notice.id);
  await send(
    26,
    '公安护航',
    '本周涉未成年人治安情况报送',
    '本周辖区共处置涉未成年人警情 3 起，均已通报所在学校和村居。',
    { recipients: ids('检察领导', '检察人员') },
  );
  await send(5, '检察人员', '帮教材料报送提醒', '请尚未报送帮教材料的单位于周五前通过邮件报送。', {
    recipient_roles: ['公安护航', '司法护航', '检察护航', '教育护航', '乡镇护航'],
  });
  await send(2, '教育护航', '重点学生联络表', '附重点学生联络人名单，请查收。', { recipients: ids('检察领导') });
  const withdrawn = await send(1, '乡镇护航', '（误发）村居走访安排', '此邮件为误发。', {
    recipients: ids('检察领导'),
  });
  clock.at = new Date(now.getTime() - 0.5 * HOUR);
  await services.filetransfers.update(a.byRole('乡镇护航'), {
    action: '撤回',
    id: withdrawn.id,
    version: withdrawn.version,
  });
  await services.lexicon.ensureDefaults();
  clock.at = new Date(now.getTime() - 3 * HOUR);
  await services.notices.send(a.byRole('中心领导'), {
    to: a.byRole('志愿人员').id,
    title: '暑期关爱活动通知',
    body: '本周六上午九点在中心开展暑期关爱活动培训，请准时参加。',
  });
  clock.at = now;
}
