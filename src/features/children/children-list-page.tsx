/**
 * The children list screen: the generic list page with the children config, titled as the menu names it
 * for the role, plus 创建儿童 for users who may create a child directly (children:add) or submit a create
 * for review (applies:add).
 */
import { useMemo } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/page-titles';
import { useCurrentUser } from '../../app/session/current-user';
import { ListPage } from '../../components/list-page/list-page';
import { childrenListConfig } from './children-list-config';

export function ChildrenListPage() {
  const { can } = useCurrentUser();
  const navigate = useNavigate();
  const title = usePageTitle();
  const mayCreate = can('children', 'add') || can('applies', 'add');
  const config = useMemo(() => ({
    ...childrenListConfig(),
    title,
    toolbar: mayCreate
      ? <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=cs`)}>创建儿童</Button>
      : undefined,
  }), [mayCreate, navigate, title]);
  return <ListPage config={config} />;
}
