// A page whose feature comes in a later issue: its title, what it will hold, and a way back,
// in the product's look, so navigation is complete from day one.
import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge, ButtonLink, NoticeEmblem, token } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from '../layout/icons';
import { NAV_ICONS } from '../layout/nav-icons';
import type { PageId } from '../routes/route-table';
import { PageHeader } from './page-header';

const Panel = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  gap: ${token('space-6')};
  align-items: center;
  padding: ${token('space-6')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-xl')};
  background:
    radial-gradient(
      120% 120% at 100% 0%,
      color-mix(in srgb, ${token('color-accent')} 12%, transparent),
      transparent 55%
    ),
    ${token('color-surface-raised')};
  @media (max-width: 860px) {
    grid-template-columns: 1fr;
    padding: ${token('space-5')};
  }
`;

const Emblem = styled(NoticeEmblem)`
  margin-bottom: ${token('space-4')};
`;

const Lead = styled.p`
  margin: 0 0 ${token('space-5')};
  font-size: ${token('font-size-lg')};
  font-weight: 600;
  line-height: 1.45;
`;

/** A static sketch of a data page (no shimmer: nothing is loading). */
const Sketch = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: 14px;
  border: 1px dashed ${token('color-border')};
  background: ${token('color-surface')};
`;

const SketchRow = styled.div`
  display: grid;
  grid-template-columns: 36px 1fr 72px;
  gap: 12px;
  align-items: center;
`;

const Bar = styled.span<{ $w: string; $accent?: boolean }>`
  display: block;
  height: 10px;
  width: ${(p) => p.$w};
  border-radius: 6px;
  background: ${(p) =>
    p.$accent
      ? `color-mix(in srgb, ${token('color-accent')} 45%, transparent)`
      : token('color-skeleton')};
`;

const Dot = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: ${token('color-skeleton')};
`;

const WIDTHS = ['78%', '64%', '86%', '55%'];

export function PlaceholderPage({ page }: { page: PageId }) {
  const t = useAppT();
  return (
    <div data-placeholder-page={page}>
      <PageHeader
        badge={<Badge tone="success">{t('placeholder.badge')}</Badge>}
        title={t(`pages.${page}.title`)}
        description={t(`pages.${page}.description`)}
      />
      <Panel>
        <div>
          <Emblem $tone="accent">
            <Icon name={NAV_ICONS[page] ?? 'dashboard'} size={30} />
          </Emblem>
          <Lead>{t('placeholder.lead')}</Lead>
          <ButtonLink as={Link} to="/dashboard">
            <Icon name="arrowLeft" size={16} />
            {t('placeholder.back')}
          </ButtonLink>
        </div>
        <Sketch aria-hidden="true">
          {WIDTHS.map((w, i) => (
            <SketchRow key={w}>
              <Dot />
              <Bar $w={w} />
              <Bar $w="100%" $accent={i % 2 === 0} />
            </SketchRow>
          ))}
        </Sketch>
      </Panel>
    </div>
  );
}
