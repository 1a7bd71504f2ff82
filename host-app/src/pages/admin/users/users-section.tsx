// Users: find an account by name, email or username, filter by role and status, sort by
// name or balance, and ban, unban, activate or deactivate it in place; the name opens
// the account's page.
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AdminUserPatch, ApiUser } from '@savdo/contract';
import { $user, adminWrite, apiErrorMessage, formatUzs } from '@savdo/core';
import { Badge, Button, Cluster, token, useStore, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';

const Failure = styled.p`
  margin: 0 0 ${token('space-3')};
  color: ${token('color-danger')};
`;

function fullName(user: ApiUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || '—';
}

export function UsersSection() {
  const t = useT(adminStrings);
  const lang = useLanguage();
  const me = useStore($user);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (user: ApiUser, patch: AdminUserPatch) => {
    setFailure(null);
    try {
      await adminWrite<ApiUser>('patch', `/admin/users/${user.id}`, patch);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('common.failed')));
    }
  };

  const columns: DataColumn<ApiUser>[] = [
    {
      id: 'username',
      header: t('users.user'),
      sortable: true,
      cell: (user) => (
        <div>
          <Link to={`/admin/users/${user.id}`}>
            <strong>{fullName(user)}</strong>
          </Link>
          <div>@{user.username}</div>
        </div>
      ),
    },
    { id: 'email', header: t('users.email'), cell: (user) => user.email ?? t('common.none') },
    {
      id: 'status',
      header: t('users.status'),
      cell: (user) => (
        <Cluster $gap={1}>
          <Badge tone="info">{t(`users.roles.${user.role}`)}</Badge>
          {user.is_banned ? <Badge tone="danger">{t('users.banned')}</Badge> : null}
          {user.is_active ? null : <Badge tone="warning">{t('users.inactive')}</Badge>}
          <Badge tone={user.is_verified ? 'success' : 'neutral'}>
            {user.is_verified ? t('users.verified') : t('users.notVerified')}
          </Badge>
        </Cluster>
      ),
    },
    {
      id: 'balance',
      header: t('users.balance'),
      numeric: true,
      sortable: true,
      cell: (user) => formatUzs(user.balance, lang),
    },
    {
      id: 'actions',
      header: t('users.actions'),
      cell: (user) =>
        user.id === me?.id ? null : (
          <Cluster $gap={1}>
            <Button
              size="sm"
              variant={user.is_banned ? 'secondary' : 'danger'}
              onClick={() => change(user, { is_banned: !user.is_banned })}
            >
              {user.is_banned ? t('users.unban') : t('users.ban')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => change(user, { is_active: !user.is_active })}
            >
              {user.is_active ? t('users.deactivate') : t('users.activate')}
            </Button>
          </Cluster>
        ),
    },
  ];

  return (
    <>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <AdminList<ApiUser>
        api="/admin/users"
        caption={(total) => t('users.caption', { count: total })}
        columns={columns}
        rowKey={(user) => user.id}
        rowAttributes={(user) => ({ 'data-user-id': String(user.id) })}
        searchLabel={t('users.search')}
        filters={[
          {
            name: 'role',
            label: t('users.role'),
            kind: 'select',
            options: [
              { value: 'user', label: t('users.roles.user') },
              { value: 'admin', label: t('users.roles.admin') },
            ],
          },
          {
            name: 'status',
            label: t('users.statusFilter'),
            kind: 'select',
            options: (['active', 'inactive', 'banned'] as const).map((status) => ({
              value: status,
              label: t(`users.statuses.${status}`),
            })),
          },
        ]}
        empty={t('users.empty')}
      />
    </>
  );
}
