// One account in the back office: who it is, its plan and subscriptions, balance, devices and
// sessions; the actions an operator takes on it (ban, activate, verify, role, sign out
// everywhere, a password reset link, credit or debit with a reason); and its ledger and
// purchases, where a purchase can be refunded.
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { AdminUserDetail, AdminUserPatch, Role } from '@savdo/contract';
import { AdminBalanceBodySchema } from '@savdo/contract';
import {
  $user,
  adminRecordQuery,
  adminWrite,
  apiErrorMessage,
  formatDateTime,
  formatUzs,
} from '@savdo/core';
import {
  Badge,
  Button,
  Card,
  Cluster,
  LoadFailed,
  Select,
  Skeleton,
  Stack,
  Tabs,
  token,
  useStore,
  useT,
  useLanguage,
} from '@savdo/ui';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { adminStrings } from '../strings';
import { userStrings } from './user-strings';
import { UserLedger } from './user-ledger';
import { UserPurchases } from './user-purchases';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${token('space-4')};
  margin-bottom: ${token('space-5')};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-1')} ${token('space-3')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const H2 = styled.h2`
  margin: 0 0 ${token('space-3')};
  font-size: ${token('font-size-lg')};
`;

const Notice = styled.p<{ $error?: boolean }>`
  margin: 0 0 ${token('space-3')};
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

const Devices = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  li {
    overflow-wrap: anywhere;
  }
`;

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;
type Tab = 'ledger' | 'purchases';

export function UserDetail() {
  const t = useT(adminStrings);
  const userT = useT(userStrings);
  const lang = useLanguage();
  const me = useStore($user);
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'purchases' ? 'purchases' : 'ledger';
  const $detail = useMemo(() => adminRecordQuery<AdminUserDetail>(`/admin/users/${id}`), [id]);
  const value = useStore($detail);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);

  const detail = value.data?.result;
  if (!detail) {
    if (value.error && !value.loading)
      return (
        <LoadFailed
          title={t('common.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => $detail.invalidate()}
        />
      );
    return <Skeleton height={320} />;
  }
  const { user } = detail;
  const self = user.id === me?.id;

  const patch = async (change: AdminUserPatch) => {
    setNotice(null);
    try {
      await adminWrite('patch', `/admin/users/${user.id}`, change);
      setNotice({ text: t('common.saved') });
    } catch (error) {
      setNotice({ text: apiErrorMessage(error, t('common.failed')), error: true });
    }
  };

  const balanceDialog = (sign: 1 | -1): Dialog => ({
    title: sign > 0 ? userT('user.credit') : userT('user.debit'),
    description: userT('user.balanceNow', { balance: formatUzs(detail.balance, lang) }),
    confirmLabel: sign > 0 ? userT('user.credit') : userT('user.debit'),
    danger: sign < 0,
    fields: [
      { name: 'amount', label: userT('user.amount'), type: 'number' },
      { name: 'reason', label: t('common.reason'), hint: t('common.reasonHint') },
    ],
    schema: AdminBalanceBodySchema,
    body: (values) => ({
      amount: sign * Math.abs(Number(values.amount?.replace(/[\s_]/g, '') || 'NaN')),
      reason: (values.reason ?? '').trim(),
    }),
    onConfirm: async (body) => {
      await adminWrite('post', `/admin/users/${user.id}/balance`, body);
      setNotice({ text: t('common.saved') });
    },
  });

  return (
    <div data-admin-user={user.id}>
      <p>
        <Link to="/admin">← {t('common.back')}</Link>
      </p>
      {notice ? (
        <Notice role={notice.error ? 'alert' : 'status'} $error={notice.error}>
          {notice.text}
        </Notice>
      ) : null}
      <Grid>
        <Card>
          <H2>{[user.first_name, user.last_name].filter(Boolean).join(' ') || user.username}</H2>
          <Facts>
            <dt>{t('users.user')}</dt>
            <dd>@{user.username}</dd>
            <dt>{t('users.email')}</dt>
            <dd>{user.email ?? t('common.none')}</dd>
            <dt>{userT('user.registered')}</dt>
            <dd>{formatDateTime(detail.created_at, lang)}</dd>
            <dt>{t('users.status')}</dt>
            <dd>
              <Cluster $gap={1}>
                <Badge tone="info">{t(`users.roles.${user.role}`)}</Badge>
                {user.is_banned ? <Badge tone="danger">{t('users.banned')}</Badge> : null}
                {user.is_active ? null : <Badge tone="warning">{t('users.inactive')}</Badge>}
                <Badge tone={user.is_verified ? 'success' : 'neutral'}>
                  {user.is_verified ? t('users.verified') : t('users.notVerified')}
                </Badge>
              </Cluster>
            </dd>
            <dt>{t('users.balance')}</dt>
            <dd data-admin-balance>{formatUzs(detail.balance, lang)}</dd>
            <dt>{userT('user.plan')}</dt>
            <dd>
              {detail.plan
                ? `${detail.plan.plan_name}${detail.plan.expires_at ? ` · ${formatDateTime(detail.plan.expires_at, lang)}` : ''}`
                : userT('user.noPlan')}
            </dd>
          </Facts>
        </Card>
        <Card>
          <H2>{t('users.actions')}</H2>
          {self ? (
            <p>{userT('user.self')}</p>
          ) : (
            <Stack $gap={3}>
              <Cluster $gap={2}>
                <Button
                  size="sm"
                  variant={user.is_banned ? 'secondary' : 'danger'}
                  onClick={() => patch({ is_banned: !user.is_banned })}
                >
                  {user.is_banned ? t('users.unban') : t('users.ban')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => patch({ is_active: !user.is_active })}
                >
                  {user.is_active ? t('users.deactivate') : t('users.activate')}
                </Button>
                {user.is_verified ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => patch({ is_verified: true })}
                  >
                    {userT('user.verify')}
                  </Button>
                )}
              </Cluster>
              <Select
                label={t('users.role')}
                value={user.role}
                options={(['user', 'admin'] as const).map((role) => ({
                  value: role,
                  label: t(`users.roles.${role}`),
                }))}
                onChange={(event) => patch({ role: event.target.value as Role })}
              />
              <Cluster $gap={2}>
                <Button size="sm" onClick={() => setDialog(balanceDialog(1))}>
                  {userT('user.credit')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setDialog(balanceDialog(-1))}>
                  {userT('user.debit')}
                </Button>
              </Cluster>
              <Cluster $gap={2}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setDialog({
                      title: userT('user.signOutAll'),
                      description: userT('user.signOutAllText'),
                      confirmLabel: userT('user.signOutAll'),
                      danger: true,
                      onConfirm: async () => {
                        await adminWrite('post', `/admin/users/${user.id}/sign-out-everywhere`);
                        setNotice({ text: userT('user.signedOut') });
                      },
                    })
                  }
                >
                  {userT('user.signOutAll')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!user.email}
                  onClick={() =>
                    setDialog({
                      title: userT('user.resetLink'),
                      description: userT('user.resetLinkText', { email: user.email ?? '' }),
                      confirmLabel: userT('user.send'),
                      onConfirm: async () => {
                        await adminWrite('post', `/admin/users/${user.id}/password-reset`);
                        setNotice({ text: userT('user.resetSent', { email: user.email ?? '' }) });
                      },
                    })
                  }
                >
                  {userT('user.resetLink')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setDialog({
                      title: userT('user.makePartner'),
                      description: userT('user.makePartnerText'),
                      confirmLabel: userT('user.makePartner'),
                      onConfirm: async () => {
                        // docs/decisions/0320-partner-accounts-and-hashed-keys.md: no application needed.
                        await adminWrite('post', `/admin/users/${user.id}/partner`);
                        setNotice({ text: userT('user.madePartner') });
                      },
                    })
                  }
                >
                  {userT('user.makePartner')}
                </Button>
              </Cluster>
            </Stack>
          )}
        </Card>
        <Card>
          <H2>{userT('user.devices')}</H2>
          {detail.devices.length === 0 ? (
            <p>{t('common.none')}</p>
          ) : (
            <Devices>
              {detail.devices.map((device) => (
                <li key={device.id}>
                  <strong>{device.user_agent || t('common.none')}</strong>
                  <div>
                    {device.ip_address} · {userT('user.lastSeen')}{' '}
                    {formatDateTime(device.last_seen_at, lang)}
                    {device.revoked_at ? (
                      <>
                        {' '}
                        · <Badge tone="neutral">{userT('user.revoked')}</Badge>
                      </>
                    ) : null}
                  </div>
                </li>
              ))}
            </Devices>
          )}
        </Card>
      </Grid>
      <Tabs<Tab>
        items={[
          { id: 'ledger', label: userT('user.ledger') },
          { id: 'purchases', label: userT('user.purchases', { count: detail.counts.purchases }) },
        ]}
        value={tab}
        onChange={(next) => setParams(next === 'ledger' ? {} : { tab: next })}
        label={userT('user.history')}
        idPrefix="admin-user"
        panelId="admin-user-panel"
      />
      <div id="admin-user-panel" role="tabpanel" aria-labelledby={`admin-user-tab-${tab}`}>
        {tab === 'ledger' ? <UserLedger userId={user.id} /> : <UserPurchases userId={user.id} />}
      </div>
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
