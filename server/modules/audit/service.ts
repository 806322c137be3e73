/**
 * Operation records (audit; seed 002 §3.4, §4.3). Detail views, searches, exports, changes and
 * deletions write one record each: who, which child, type, state and a small information object.
 */
import type { Db } from '../../db/client';
import { records } from '../../db/schema';

export type RecordType = '浏览' | '搜索' | '查看详情' | '导出' | '删除' | '修改' | '创建' | '审核' | '登录';
export type RecordState = '成功' | '失败' | '处理中' | '已取消';

export async function writeRecord(
  db: Db,
  entry: { user: number; child?: number; type: RecordType; state?: RecordState; information?: Record<string, unknown> },
): Promise<void> {
  await db.insert(records).values({
    record_user: entry.user, record_child: entry.child ?? 0, record_type: entry.type,
    record_state: entry.state ?? '成功', record_information: { record_source: 'console', ...entry.information },
  });
}
