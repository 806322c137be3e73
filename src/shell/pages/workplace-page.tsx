/**
 * The workplace (/dashboard/workplace, the landing page after login, req shell-and-accounts §3): a greeting, the
 * user's role and department, the reviews waiting for a reviewer, and shortcuts to the permitted pages. On a phone
 * (< 576 px, issue 29) the role and department take a line each, the queues one a row and the shortcuts two a row,
 * each label on one line.
 */
import { Badge, Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '../../../domain/greeting';
import { useBadgeCounts } from '../badges';
import { menuResources, titleOf } from '../resources';
import { HOME_PATH } from '../../core/session/login-paths';
import { useCurrentUser } from '../../core/session/current-user';

export function WorkplacePage() {
  const { info, role } = useCurrentUser();
  const counts = useBadgeCounts(role);
  const shortcuts = menuResources(role).filter((r) => r.path !== HOME_PATH);
  const queues = shortcuts.filter((r) => r.badge);

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {greetingFor(new Date().getHours())}，{info.nickname || '未登录'}，祝您工作顺利！
          </Typography.Title>
          {/* one item a line on a phone (issue 29: the department's name had one character a line) */}
          <Descriptions column={{ xs: 1, sm: 3 }} size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="角色">{info.role}</Descriptions.Item>
            <Descriptions.Item label="所属乡镇/部门">{info.department_name || '—'}</Descriptions.Item>
            <Descriptions.Item label="所属村居">{info.village_name || '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      {queues.map((r) => (
        <Col key={r.path} xs={24} sm={8}>
          <Card>
            <Link to={r.path}>
              <Statistic title={`${titleOf(r, role)} · 待审核`} value={r.badge ? (counts[r.badge] ?? '—') : '—'} />
            </Link>
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card title="快捷入口">
          {shortcuts.length === 0 && <Typography.Text type="secondary">暂无可用功能</Typography.Text>}
          <Row gutter={[16, 16]}>
            {shortcuts.map((r) => (
              <Col key={r.path} xs={12} sm={6}>
                <Link to={r.path}>
                  <Card size="small" hoverable>
                    <Badge count={r.badge ? counts[r.badge] : 0} size="small" offset={[10, 0]}>
                      {r.icon && createElement(r.icon)}
                      <span style={{ marginLeft: 8, whiteSpace: 'nowrap' }}>{titleOf(r, role)}</span>
                    </Badge>
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
