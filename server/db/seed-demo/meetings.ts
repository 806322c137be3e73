/** The demo's meetings (issue 18): 昭阳街道's monthly joint meetings (by its 分委领导) and the centre's, over the last months. */
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';

const DAY = 86_400_000;

export async function seedMeetings(services: Services, a: DemoAccounts, now: Date): Promise<void> {
  const town = a.byRole('分委领导'),
    centre = a.byRole('中心领导');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  for (const [k, daysAgo] of [5, 35, 65, 95].entries()) {
    await services.meetings.create(town, {
      meeting_datetime: at(daysAgo),
      meeting_title: `昭阳街道未成年人保护联席会议（第${4 - k}次）`,
      meeting_place: '昭阳街道办事处三楼会议室',
      meeting_host: town.nickname,
      meeting_attendees: ['各村居儿童主任', '派出所民警', '学校德育老师'],
      meeting_minutes: '通报本月走访与工单办理情况，研究重点儿童帮扶措施。',
      meeting_images: [],
    });
  }
  for (const daysAgo of [12, 70]) {
    await services.meetings.create(centre, {
      meeting_datetime: at(daysAgo),
      meeting_title: '儿童关爱保护服务中心工作例会',
      meeting_place: '中心会议室',
      meeting_host: centre.nickname,
      meeting_attendees: ['中心领导', '中心管理', '各镇分委代表'],
      meeting_minutes: '总结线索办理和积分兑换情况。',
      meeting_images: [],
    });
  }
}
