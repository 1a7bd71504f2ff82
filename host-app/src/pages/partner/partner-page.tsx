// /partner (docs/embedding.md, "Partner portal"): a signed-in user applies to be a partner and
// sees the application's status; an approved partner manages their keys (the key shown once,
// with the embed snippet), and sees usage and referrals for the last 30 days.
import { useCallback, useEffect, useState } from 'react';
import type { PartnerApplication } from '@savdo/contract';
import { partnersApi } from '@savdo/core/partners';
import { LoadFailed, Skeleton, Stack, useT } from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { ApplicationStatus, ApplyForm } from './apply-form';
import { PartnerKeys } from './partner-keys';
import { PartnerStats } from './partner-stats';
import { partnerStrings } from './partner-strings';

type Loaded = { application: PartnerApplication | null } | 'loading' | 'failed';

export default function PartnerPage() {
  const pt = useT(partnerStrings);
  const at = useAppT();
  const [state, setState] = useState<Loaded>('loading');
  const load = useCallback(() => {
    setState('loading');
    partnersApi
      .getApplication()
      .then((res) => setState({ application: res.result }))
      .catch(() => setState('failed'));
  }, []);
  useEffect(load, [load]);

  let body;
  if (state === 'loading') body = <Skeleton height={200} />;
  else if (state === 'failed')
    body = <LoadFailed title={pt('loadFailed')} retryLabel={pt('retry')} onRetry={load} />;
  else {
    const { application } = state;
    body =
      application?.status === 'approved' ? (
        <>
          <ApplicationStatus application={application} />
          <PartnerKeys partnerRef={application.ref} />
          <PartnerStats />
        </>
      ) : application?.status === 'pending' ? (
        <ApplicationStatus application={application} />
      ) : (
        <>
          {application ? <ApplicationStatus application={application} /> : null}
          <ApplyForm
            again={application !== null}
            onApplied={(applied) => setState({ application: applied })}
          />
        </>
      );
  }
  return (
    <>
      <PageHeader title={at('pages.partner.title')} description={at('pages.partner.description')} />
      <Stack $gap={5}>{body}</Stack>
    </>
  );
}
