// The partner application form (site name, site address, a short note), checked with the
// contract's schema before sending, and the application's status as the applicant sees it.
import { useState, type FormEvent } from 'react';
import type { PartnerApplication } from '@savdo/contract';
import { apiErrorMessage } from '@savdo/core';
import { partnersApi } from '@savdo/core/partners';
import { Badge, Button, Panel, Stack, TextField, useT, useLanguage } from '@savdo/ui';
import { partnerStrings } from './partner-strings';
import { Title, Muted, Error } from './partner-text';

export function ApplicationStatus({ application }: { application: PartnerApplication }) {
  const t = useT(partnerStrings);
  return (
    <Panel data-application-status={application.status}>
      <Stack $gap={2}>
        {application.status === 'approved' ? (
          <>
            <Title>
              <Badge tone="success">{t('status.approved')}</Badge>
            </Title>
            <Muted>{t('status.ref', { ref: application.ref })}</Muted>
          </>
        ) : application.status === 'pending' ? (
          <>
            <Title>
              <Badge tone="warning">{t('status.pending')}</Badge>
            </Title>
            <Muted>{t('status.pendingText')}</Muted>
          </>
        ) : (
          <>
            <Title>
              <Badge tone="danger">{t('status.rejected')}</Badge>
            </Title>
            <Muted>{t('status.reason', { reason: application.reason })}</Muted>
          </>
        )}
      </Stack>
    </Panel>
  );
}

export function ApplyForm({
  again,
  onApplied,
}: {
  again: boolean;
  onApplied: (application: PartnerApplication) => void;
}) {
  const t = useT(partnerStrings);
  const lang = useLanguage();
  const [values, setValues] = useState({ site_name: '', site_url: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      site_name: values.site_name.trim(),
      site_url: values.site_url.trim(),
      note: values.note.trim(),
    };
    setFailure('');
    setBusy(true);
    try {
      // The contract's checks, loaded with the first one (partner-checks.ts).
      const { applicationErrors } = await import('./partner-checks');
      const found = applicationErrors(body, lang);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const res = await partnersApi.apply(body);
      if (res.result) onApplied(res.result);
    } catch (err) {
      setFailure(apiErrorMessage(err, t('loadFailed')));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <Panel>
      <form onSubmit={submit} noValidate aria-label={t('apply.title')}>
        <Stack $gap={3}>
          <Title>{t('apply.title')}</Title>
          <Muted>{t('apply.text')}</Muted>
          <TextField label={t('apply.siteName')} name="site_name" {...field('site_name')} />
          <TextField
            label={t('apply.siteUrl')}
            name="site_url"
            type="url"
            hint={t('apply.siteUrlHint')}
            {...field('site_url')}
          />
          <TextField
            label={t('apply.note')}
            name="note"
            hint={t('apply.noteHint')}
            {...field('note')}
          />
          {failure ? <Error role="alert">{failure}</Error> : null}
          <div>
            <Button type="submit" disabled={busy}>
              {again ? t('apply.again') : t('apply.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
