// The dashboard's banner carousel: the active banners, one at a time, turning every
// few seconds; it pauses on hover and on keyboard focus (and has a pause button, WCAG 2.2.2),
// arrows and dots move by hand, Left and Right keys too; with reduced motion it never turns by
// itself. Each banner's title is text over its picture; its link opens in the app.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Banner } from '@savdo/contract';
import { bannersQuery } from '@savdo/core/notifications';
import { LoadFailed, token, useLanguage, useStore, useT, focusRing } from '@savdo/ui';
import { bannersStrings } from './strings';

export const BANNER_INTERVAL_MS = 6_000;

// A definite width, so the minimum height never widens it past a phone's screen.
const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${token('radius-xl')};
  background: ${token('color-surface')};
  width: 100%;
  aspect-ratio: 10 / 3;
  min-height: 150px;
  color: #ffffff;
`;

// The bottom padding keeps the title above the controls (12 px from the bottom, 28 px high): on a
// phone a two-line title ran under the pause button and the arrows.
const Slide = styled.a<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  display: ${(p) => (p.$shown ? 'block' : 'none')};
  color: inherit;
  text-decoration: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  span {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${token('space-6')} ${token('space-5')} ${token('space-7')};
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.6));
    font-size: ${token('font-size-xl')};
    font-weight: 700;
    line-height: 1.25;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
    @media (max-width: 480px) {
      padding: ${token('space-4')} ${token('space-3')} ${token('space-7')};
      font-size: ${token('font-size-md')};
    }
  }
  &:focus-visible {
    outline: ${token('focus-ring-width')} solid #ffffff;
    outline-offset: -4px;
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${token('space-3')};
  bottom: ${token('space-3')};
  left: ${token('space-3')};
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space-1')};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Round = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${token('radius-pill')};
  background: rgba(0, 0, 0, 0.45);
  color: #ffffff;
  font: inherit;
  font-size: ${token('font-size-sm')};
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.65);
  }
  ${focusRing}
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 8px;
    height: 8px;
    margin: auto;
    border-radius: ${token('radius-pill')};
    background: ${(p) => (p.$current ? '#ffffff' : 'rgba(255, 255, 255, 0.5)')};
  }
  ${focusRing}
`;

export interface BannerCarouselProps {
  /** Follows a banner's link inside the app (the host's router); plain navigation otherwise. */
  onOpenLink?: (link: string, banner: Banner) => void;
  /** Seconds between turns; 0 never turns by itself. */
  interval?: number;
  /** A failed load shows nothing (the dashboard: banners are not worth an error box there). */
  quietErrors?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BannerCarousel({ onOpenLink, interval, quietErrors = false }: BannerCarouselProps) {
  const t = useT(bannersStrings);
  const lang = useLanguage();
  const $banners = useMemo(() => bannersQuery(lang), [lang]);
  const value = useStore($banners);
  const banners = value.data?.result.data ?? [];
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const count = banners.length;
  const current = count ? index % count : 0;
  const everyMs = interval === undefined ? BANNER_INTERVAL_MS : interval * 1000;

  useEffect(() => {
    if (count < 2 || paused || hovered || focused || everyMs <= 0) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), everyMs);
    return () => clearInterval(timer);
  }, [count, paused, hovered, focused, everyMs]);

  if (value.error && !value.loading)
    return quietErrors ? null : (
      <LoadFailed
        size="sm"
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void $banners.invalidate()}
      />
    );
  // While the list travels, the carousel's own box holds its place: nothing below it shifts
  // when the banners arrive (Lighthouse's CLS on the dashboard).
  if (!value.data) return <Region aria-busy="true" />;
  if (count === 0) return null;

  const go = (next: number) => setIndex((next + count) % count);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Region
      part="banners"
      aria-roledescription="carousel"
      aria-label={t('label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKey}
    >
      <div aria-live={paused || hovered || focused ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <Slide
            key={banner.id}
            part="banner"
            $shown={i === current}
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            href={banner.link_url ?? undefined}
            data-testid="banner"
            onClick={(event) => {
              if (!banner.link_url || !onOpenLink || /^https?:/.test(banner.link_url)) return;
              event.preventDefault();
              onOpenLink(banner.link_url, banner);
            }}
          >
            <img
              src={banner.image_url}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
            <span>{banner.title}</span>
          </Slide>
        ))}
      </div>
      {count > 1 ? (
        <Controls>
          <Round
            type="button"
            aria-label={paused ? t('play') : t('pause')}
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
          >
            {paused ? '▶' : '❚❚'}
          </Round>
          <Round type="button" aria-label={t('previous')} onClick={() => go(current - 1)}>
            ‹
          </Round>
          {banners.map((banner, i) => (
            <Dot
              key={banner.id}
              type="button"
              $current={i === current}
              aria-label={t('goTo', { count: i + 1 })}
              aria-current={i === current}
              onClick={() => go(i)}
            />
          ))}
          <Round type="button" aria-label={t('next')} onClick={() => go(current + 1)}>
            ›
          </Round>
        </Controls>
      ) : null}
    </Region>
  );
}
