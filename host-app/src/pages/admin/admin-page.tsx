// /admin: the administrators' area (role 'admin', decision 0056). Find a user by name, email or
// username, see their role, status and balance, and ban, unban, activate or deactivate them.
// Balance changes and the rest stay in the admin command line for now (README).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AdminUserPatch, ApiUser } from '@savdo/contract';
import { $language, $user, formatUzs } from '@savdo/core';
import {
  Badge,
  Button,
  Cluster,
  EmptyState,
  Skeleton,
  TextField,
  token,
  useStore,
  visuallyHidden,
  LoadFailed,
} from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { ADMIN_PAGE_SIZE, useAdminUsers } from './use-admin-users';

const SEARCH_DELAY_MS = 300;

const Toolbar = styled.div`
  max-width: 420px;
  margin-bottom: ${token('space-4')};
`;

const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    text-align: left;
    border-bottom: 1px solid ${token('color-border')};
    vertical-align: middle;
  }
  th {
    color: ${token('color-text-muted')};
    font-weight: 600;
    white-space: nowrap;
  }
  td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  margin-top: ${token('space-3')};
  color: ${token('color-text-muted')};
`;

const Failure = styled.p`
  margin: ${token('space-2')} 0 0;
  color: ${token('color-danger')};
`;

function fullName(user: ApiUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || '—';
}

export default function AdminPage() {
  const t = useAppT();
  const lang = useStore($language);
  const me = useStore($user);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { state, retry, update } = useAdminUsers(search, page);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const change = async (user: ApiUser, patch: AdminUserPatch) => {
    setFailure(null);
    const message = await update(user.id, patch, t('admin.updateFailed'));
    if (message) setFailure(message);
  };

  let body;
  if (state.phase === 'loading') body = <Skeleton height={240} />;
  else if (state.phase === 'error')
    body = (
      <LoadFailed
        title={t('admin.loadFailed')}
        retryLabel={t('errors.actions.tryAgain')}
        onRetry={retry}
      />
    );
  else if (state.page.data.length === 0) body = <EmptyState title={t('admin.empty')} />;
  else {
    const { data, total } = state.page;
    const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    body = (
      <>
        <TableBox>
          <Table>
            <Caption>{t('admin.caption', { count: total })}</Caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.user')}</th>
                <th scope="col">{t('admin.email')}</th>
                <th scope="col">{t('admin.status')}</th>
                <th scope="col" className="num">
                  {t('dashboard.balance')}
                </th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((user) => (
                <tr key={user.id} data-user-id={user.id}>
                  <td>
                    <strong>{fullName(user)}</strong>
                    <div>@{user.username}</div>
                  </td>
                  <td>{user.email ?? '—'}</td>
                  <td>
                    <Cluster $gap={1}>
                      <Badge tone="info">
                        {user.role === 'admin' ? t('dashboard.adminRole') : t('dashboard.userRole')}
                      </Badge>
                      {user.is_banned ? <Badge tone="danger">{t('admin.banned')}</Badge> : null}
                      {user.is_active ? null : <Badge tone="warning">{t('admin.inactive')}</Badge>}
                      <Badge tone={user.is_verified ? 'success' : 'neutral'}>
                        {user.is_verified ? t('dashboard.verified') : t('dashboard.notVerified')}
                      </Badge>
                    </Cluster>
                  </td>
                  <td className="num">{formatUzs(user.balance, lang)}</td>
                  <td>
                    {user.id === me?.id ? null : (
                      <Cluster $gap={1}>
                        <Button
                          size="sm"
                          variant={user.is_banned ? 'secondary' : 'danger'}
                          onClick={() => change(user, { is_banned: !user.is_banned })}
                        >
                          {user.is_banned ? t('admin.unban') : t('admin.ban')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => change(user, { is_active: !user.is_active })}
                        >
                          {user.is_active ? t('admin.deactivate') : t('admin.activate')}
                        </Button>
                      </Cluster>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
        <Pager aria-label={t('admin.pages')}>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('admin.previous')}
          </Button>
          <span>{t('admin.pageOf', { page, pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('admin.next')}
          </Button>
        </Pager>
      </>
    );
  }

  return (
    <div data-page="admin">
      <PageHeader title={t('pages.admin.title')} description={t('pages.admin.description')} />
      <Toolbar>
        <TextField
          label={t('admin.search')}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Toolbar>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      {body}
    </div>
  );
}
