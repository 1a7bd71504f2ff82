// The partner's own keys: create (name and allowed origins), rotate (a new value; the old one
// stops), revoke, edit origins. A key's value is shown once, right after creation or rotation,
// with the embed snippet to paste (core's partners/snippet.ts, reusable by a widget builder).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PartnerKey, PartnerKeyCreated } from '@savdo/contract';
import { apiErrorMessage, formatDateTime } from '@savdo/core';
import { embedSnippet, partnersApi } from '@savdo/core/partners';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  ButtonLink,
  Cluster,
  EmptyState,
  LoadFailed,
  Modal,
  Panel,
  Skeleton,
  Stack,
  TextField,
  token,
  useT,
  useLanguage,
} from '@savdo/ui';
import { DataTable, type DataColumn } from '@savdo/ui/data-table';
import { partnerStrings } from './partner-strings';
import { Title, Muted, Error } from './partner-text';

const Code = styled.pre`
  margin: 0;
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${token('font-size-sm')};
  user-select: all;
`;

const Warning = styled.p`
  margin: 0;
  color: ${token('color-warning')};
  font-weight: 600;
`;

/** The origins box's text as a list: one per line or separated by commas, blanks dropped. */
export function originsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The widgets a new partner's snippet shows: the public ones (docs/embedding.md). */
export const SNIPPET_ELEMENTS = ['savdo-economic-calendar', 'savdo-signals'] as const;

function CopyButton({ text }: { text: string }) {
  const t = useT(partnerStrings);
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
    >
      {copied ? t('keys.copied') : t('keys.copy')}
    </Button>
  );
}

function KeyReveal({
  created,
  partnerRef,
  onClose,
}: {
  created: PartnerKeyCreated;
  partnerRef: string;
  onClose: () => void;
}) {
  const t = useT(partnerStrings);
  const snippet = embedSnippet({
    apiOrigin: window.location.origin,
    partnerKey: created.key,
    partnerRef,
    elements: SNIPPET_ELEMENTS,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={created.name}
      width={640}
      footer={<Button onClick={onClose}>{t('keys.done')}</Button>}
    >
      <Stack $gap={3}>
        <Warning role="alert">{t('keys.shownOnce')}</Warning>
        <Code data-partner-key>{created.key}</Code>
        <div>
          <CopyButton text={created.key} />
        </div>
        <Title as="h3">{t('keys.snippet')}</Title>
        <Muted>{t('keys.snippetText')}</Muted>
        <Code data-partner-snippet>{snippet}</Code>
        <Cluster $gap={2}>
          <CopyButton text={snippet} />
          {/* The key travels in the fragment, which no server sees (builder-key.ts). */}
          <ButtonLink
            as={Link}
            to={`/widgets#key=${encodeURIComponent(created.key)}`}
            $variant="secondary"
            data-partner-builder-link
          >
            {t('keys.configure')}
          </ButtonLink>
        </Cluster>
      </Stack>
    </Modal>
  );
}

function OriginsEditor({ partnerKey, onDone }: { partnerKey: PartnerKey; onDone: () => void }) {
  const t = useT(partnerStrings);
  const lang = useLanguage();
  const [text, setText] = useState(partnerKey.allowed_origins.join('\n'));
  const [error, setError] = useState('');
  const save = async () => {
    try {
      const { keyErrors } = await import('./partner-checks');
      const found = keyErrors({ name: partnerKey.name, allowed_origins: originsOf(text) }, lang);
      if (found.allowed_origins) {
        setError(found.allowed_origins);
        return;
      }
      await partnersApi.setOrigins(partnerKey.id, originsOf(text));
      onDone();
    } catch (err) {
      setError(apiErrorMessage(err, t('loadFailed')));
    }
  };
  return (
    <Modal
      open
      onClose={onDone}
      title={t('keys.edit')}
      footer={
        <Cluster $gap={2}>
          <Button variant="secondary" onClick={onDone}>
            {t('keys.cancel')}
          </Button>
          <Button onClick={save}>{t('keys.save')}</Button>
        </Cluster>
      }
    >
      <TextField
        label={t('keys.origins')}
        hint={t('keys.originsHint')}
        value={text}
        error={error || undefined}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}

export function PartnerKeys({ partnerRef }: { partnerRef: string }) {
  const t = useT(partnerStrings);
  const lang = useLanguage();
  const [keys, setKeys] = useState<PartnerKey[] | 'failed' | null>(null);
  const [created, setCreated] = useState<PartnerKeyCreated | null>(null);
  const [editing, setEditing] = useState<PartnerKey | null>(null);
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  const load = useCallback(() => {
    partnersApi
      .listKeys()
      .then((res) => setKeys(res.result))
      .catch(() => setKeys('failed'));
  }, []);
  useEffect(load, [load]);

  const act = async (work: () => Promise<unknown>) => {
    setFailure('');
    try {
      await work();
    } catch (err) {
      setFailure(apiErrorMessage(err, t('loadFailed')));
    }
    load();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), allowed_origins: originsOf(origins) };
    let found: Record<string, string>;
    try {
      found = (await import('./partner-checks')).keyErrors(body, lang);
    } catch (err) {
      // The checks' code could not be downloaded (offline): nothing is sent.
      setFailure(apiErrorMessage(err, t('loadFailed')));
      return;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await act(async () => {
      const res = await partnersApi.createKey(body.name, body.allowed_origins);
      setCreated(res.result);
      setName('');
      setOrigins('');
    });
  };

  const columns: DataColumn<PartnerKey>[] = [
    { id: 'name', header: t('keys.name'), cell: (k) => k.name },
    { id: 'key', header: t('keys.key'), cell: (k) => <code>{`${k.key_prefix}…`}</code> },
    { id: 'origins', header: t('keys.origins'), cell: (k) => k.allowed_origins.join(', ') },
    { id: 'created', header: t('keys.created'), cell: (k) => formatDateTime(k.created_at, lang) },
    {
      id: 'status',
      header: t('keys.status'),
      cell: (k) =>
        k.revoked_at ? (
          <Badge tone="neutral">{t('keys.revoked')}</Badge>
        ) : (
          <Badge tone="success">{t('keys.active')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('keys.actions'),
      cell: (k) =>
        k.revoked_at ? null : (
          <Cluster $gap={2}>
            <Button size="sm" variant="secondary" onClick={() => setEditing(k)}>
              {t('keys.edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                if (!window.confirm(t('keys.rotateConfirm'))) return;
                void act(async () => setCreated((await partnersApi.rotateKey(k.id)).result));
              }}
            >
              {t('keys.rotate')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                if (window.confirm(t('keys.revokeConfirm')))
                  void act(() => partnersApi.revokeKey(k.id));
              }}
            >
              {t('keys.revoke')}
            </Button>
          </Cluster>
        ),
    },
  ];

  return (
    <Panel>
      <Stack $gap={3}>
        <Title>{t('keys.title')}</Title>
        {keys === null ? (
          <Skeleton height={80} />
        ) : keys === 'failed' ? (
          <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={load} />
        ) : keys.length === 0 ? (
          <EmptyState title={t('keys.empty')} />
        ) : (
          <DataTable<PartnerKey>
            caption={t('keys.title')}
            columns={columns}
            rows={keys}
            rowKey={(k) => String(k.id)}
            rowAttributes={(k) => ({ 'data-key': String(k.id) })}
            sortLabel={(header) => header}
          />
        )}
        {failure ? <Error role="alert">{failure}</Error> : null}
        <form onSubmit={create} noValidate aria-labelledby="partner-new-key">
          <Stack $gap={2}>
            <Title as="h3" id="partner-new-key">
              {t('keys.newKey')}
            </Title>
            <TextField
              label={t('keys.name')}
              name="name"
              value={name}
              error={errors.name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label={t('keys.origins')}
              name="allowed_origins"
              hint={t('keys.originsHint')}
              value={origins}
              error={errors.allowed_origins}
              onChange={(e) => setOrigins(e.target.value)}
            />
            <div>
              <Button type="submit">{t('keys.create')}</Button>
            </div>
          </Stack>
        </form>
      </Stack>
      {created ? (
        <KeyReveal created={created} partnerRef={partnerRef} onClose={() => setCreated(null)} />
      ) : null}
      {editing ? (
        <OriginsEditor
          partnerKey={editing}
          onDone={() => {
            setEditing(null);
            load();
          }}
        />
      ) : null}
    </Panel>
  );
}
