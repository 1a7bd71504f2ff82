// ResourceDetail: a resource's page. The header (kind, category, title, description,
// price or "Purchased", reading time or the file's size), then what the resource is:
// - an article: its text as paragraphs of plain text (never HTML);
// - a PDF: Open (a new tab, read with the bearer header) and Download (a short-lived signed link
//   asked for at the click, docs/decisions/0284-paid-resources-delivery.md);
// - a video: the protected player (resource-video.tsx) for a video the video service holds; a free
//   video that only has an outside link: that link in a new tab, rel="noopener noreferrer".
// A paid resource not bought shows its price and Buy, which opens the ONE purchase dialog; the
// bought resource is written into the cache, so it unlocks in place.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { isHttpUrl, type Resource } from '@savdo/contract';
import { apiErrorMessage, apiErrorStatus, formatUzs, toast } from '@savdo/core';
import {
  articleParagraphs,
  downloadResourceFile,
  formatFileSize,
  openResourceFile,
  resourceQuery,
} from '@savdo/core/resources';
import {
  Badge,
  Button,
  EmptyState,
  LoadFailed,
  SignInNotice,
  Skeleton,
  token,
  useEmit,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
} from '@savdo/ui';
import {
  ResourceKindIcon,
  ResourceLink,
  ResourcePurchaseDialog,
  resourcePaths,
  resourcesStrings,
  useResourcePurchase,
  type ResourceNavigate,
} from '@savdo/ui/resources';
import type { resourceManifest } from './manifest';
import { ResourceVideo } from './resource-video';
import { resourceStrings } from './strings';

export interface ResourceDetailProps {
  resourceId?: number;
  hideBack?: boolean;
  onNavigate?: ResourceNavigate;
}

const Region = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${token('space-5')};
  min-width: 0;
  max-width: 52rem;
  color: ${token('color-text')};
  .resource-back {
    align-self: flex-start;
    color: ${token('color-accent')};
    font-size: ${token('font-size-sm')};
    text-decoration: none;
  }
  .resource-back:hover {
    text-decoration: underline;
  }
  .resource-back:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  h2 {
    margin: 0;
    font-size: ${token('font-size-2xl')};
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  .resource-description {
    margin: 0;
    max-width: 70ch;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-lg')};
  }
  .resource-facts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')} ${token('space-3')};
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .resource-price {
    font-weight: 700;
    color: ${token('color-text')};
    font-variant-numeric: tabular-nums;
  }
`;

const Body = styled.div`
  max-width: 70ch;
  font-size: ${token('font-size-md')};
  line-height: 1.7;
  p {
    margin: 0 0 ${token('space-4')};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
  .resource-note {
    flex: 1 1 14rem;
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
    overflow-wrap: anywhere;
  }
  .resource-watch {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-2')};
    min-height: ${token('control-height')};
    padding: 0 ${token('space-4')};
    border-radius: ${token('radius-md')};
    background: ${token('color-accent')};
    color: ${token('color-on-accent')};
    font-weight: 600;
    text-decoration: none;
  }
  .resource-watch:hover {
    background: ${token('color-accent-hover')};
  }
  .resource-watch:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const Locked = styled(Actions)`
  border-style: dashed;
  h3 {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-lg')};
  }
  .resource-locked-text {
    flex: 1 1 16rem;
  }
  .resource-locked-text p {
    margin: 0;
    color: ${token('color-text-muted')};
  }
`;

function DetailSkeleton({ label }: { label: string }) {
  return (
    <Region aria-busy="true" aria-label={label} data-resource-skeleton="">
      <Skeleton width="20%" />
      <Skeleton width="60%" height={30} />
      <Skeleton width="85%" />
      <Skeleton height={96} />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
    </Region>
  );
}

/** The host of a link, for "opens on youtube.com"; '' when it is not a valid http(s) address. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function FileActions({ resource }: { resource: Resource }) {
  const t = useT(resourceStrings);
  const lang = useLanguage();
  const emit = useEmit<typeof resourceManifest>();
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);
  const run = async (action: 'open' | 'download') => {
    setBusy(action);
    try {
      if (action === 'open') await openResourceFile(resource.id);
      else await downloadResourceFile(resource.id);
      emit('savdo-resource-file-opened', {
        resourceId: resource.id,
        download: action === 'download',
      });
    } catch (error) {
      toast.error(apiErrorMessage(error, t(action === 'open' ? 'fileFailed' : 'downloadFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Actions part="actions" data-resource-file="">
      <p className="resource-note">
        {resource.file_name && resource.file_size !== null
          ? t('file', { name: resource.file_name, size: formatFileSize(resource.file_size, lang) })
          : null}
      </p>
      <Button onClick={() => void run('open')} disabled={busy !== null} data-resource-open="">
        {busy === 'open' ? t('opening') : t('open')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => void run('download')}
        disabled={busy !== null}
        data-resource-download=""
      >
        {busy === 'download' ? t('downloading') : t('download')}
      </Button>
    </Actions>
  );
}

function VideoAction({ url }: { url: string }) {
  const t = useT(resourceStrings);
  // The server only stores http(s) links; checked again here, so no other scheme is ever a link.
  if (!isHttpUrl(url)) return null;
  return (
    <Actions part="actions" data-resource-video="">
      <p className="resource-note">{t('newTab', { host: hostOf(url) })}</p>
      <a className="resource-watch" href={url} target="_blank" rel="noopener noreferrer">
        <ResourceKindIcon kind="video" />
        {t('watch')}
      </a>
    </Actions>
  );
}

export function ResourceDetail({ resourceId, hideBack = false, onNavigate }: ResourceDetailProps) {
  const t = useT(resourceStrings);
  const { signedIn, apiBase } = useOwnSession();
  if (!signedIn)
    return <SignInNotice text={t('signIn')} linkText={t('signInLink')} href={`${apiBase}/auth`} />;
  return <SignedInDetail resourceId={resourceId} hideBack={hideBack} onNavigate={onNavigate} />;
}

function SignedInDetail({ resourceId, hideBack, onNavigate }: ResourceDetailProps) {
  const t = useT(resourceStrings);
  const rt = useT(resourcesStrings);
  const lang = useLanguage();
  const titleId = useId();
  const emit = useEmit<typeof resourceManifest>();
  const id =
    resourceId !== undefined && Number.isInteger(resourceId) && resourceId > 0 ? resourceId : 0;
  const $resource = useMemo(() => resourceQuery(id, lang), [id, lang]);
  const value = useStore($resource);
  const purchase = useResourcePurchase((resource, charged) =>
    emit('savdo-resource-purchased', { resourceId: resource.id, charged }),
  );

  const back = hideBack ? null : (
    <ResourceLink className="resource-back" to={resourcePaths.center()} onNavigate={onNavigate}>
      ← {t('back')}
    </ResourceLink>
  );

  if (id === 0) return <EmptyState title={t('notFound')} actions={back} />;
  const resource = value.data?.result;
  if (value.error !== undefined && !value.loading && resource === undefined) {
    if (apiErrorStatus(value.error) === 404)
      return <EmptyState title={t('notFound')} actions={back} />;
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $resource.invalidate()}
      />
    );
  }
  if (resource === undefined) return <DetailSkeleton label={t('loading')} />;

  const price = resource.is_free ? (
    <Badge tone="success">{rt('free')}</Badge>
  ) : resource.purchased ? (
    <Badge tone="success">{rt('owned')}</Badge>
  ) : (
    <span className="resource-price">{formatUzs(resource.price, lang)}</span>
  );

  let content = null;
  if (!resource.can_access) {
    content = (
      <Locked part="locked" data-resource-locked="">
        <div className="resource-locked-text">
          <h3>{t('lockedTitle')}</h3>
          <p>{t(`locked.${resource.kind}`)}</p>
        </div>
        <Button onClick={() => purchase.open(resource)} data-resource-buy="">
          {t('buyFor', { price: formatUzs(resource.price, lang) })}
        </Button>
      </Locked>
    );
  } else if (resource.kind === 'article') {
    content = (
      <Body part="body" lang={resource.language} data-resource-body="">
        {articleParagraphs(resource.body ?? '').map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </Body>
    );
  } else if (resource.kind === 'pdf' && resource.file_url) {
    content = <FileActions resource={resource} />;
  } else if (resource.kind === 'video' && resource.playback_url) {
    content = <ResourceVideo resourceId={resource.id} title={resource.title} />;
  } else if (resource.kind === 'video' && resource.video_url) {
    content = <VideoAction url={resource.video_url} />;
  }

  return (
    <Region
      aria-labelledby={titleId}
      data-resource-id={resource.id}
      data-resource-kind={resource.kind}
    >
      {back}
      <Header part="header">
        <div className="resource-facts">
          <Badge
            tone={
              resource.kind === 'pdf' ? 'danger' : resource.kind === 'video' ? 'warning' : 'info'
            }
          >
            <ResourceKindIcon kind={resource.kind} size={14} />
            {rt(`kind.${resource.kind}`)}
          </Badge>
          <span>{resource.category_title}</span>
          {resource.is_featured ? <Badge tone="info">{rt('featured')}</Badge> : null}
        </div>
        <h2 id={titleId} lang={resource.language}>
          {resource.title}
        </h2>
        {resource.description ? (
          <p className="resource-description" lang={resource.language}>
            {resource.description}
          </p>
        ) : null}
        <div className="resource-facts">
          {price}
          {resource.reading_minutes !== null ? (
            <span>{rt('readingTime', { count: resource.reading_minutes })}</span>
          ) : null}
          {resource.kind === 'pdf' && resource.file_size !== null ? (
            <span>{formatFileSize(resource.file_size, lang)}</span>
          ) : null}
        </div>
      </Header>
      {content}
      <ResourcePurchaseDialog
        pending={purchase.pending}
        onConfirm={purchase.confirm}
        onClose={purchase.close}
      />
    </Region>
  );
}
