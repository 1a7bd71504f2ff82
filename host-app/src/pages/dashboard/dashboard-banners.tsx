// The dashboard's banner carousel (the component <savdo-banners> wraps); links go through the
// router. Its first image is also index.html's first screen (decision 0268), which it releases
// once it has drawn that image itself, or has nothing to draw.
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { $language } from '@savdo/core';
import { prefetchBanners } from '@savdo/core/notifications';
import { BannerCarousel } from '@savdo/widgets/banners';
import { firstScreenShown, releaseFirstScreenAfter } from '../../app/first-screen';

// The banner image is the dashboard's largest paint: its list is asked for as soon as this chunk
// arrives (with the page's own chunk, see dashboard-page.tsx), not after the first render.
void prefetchBanners($language.get());

const Wrap = styled.div`
  margin-bottom: 28px;
`;

/**
 * Releases the first screen when the carousel in `wrap` has settled: its image drawn (loaded or
 * failed), or no image at all (no banners, a failed list). While its list loads it is busy.
 */
function useFirstScreenRelease(wrap: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = wrap.current;
    if (!element || !firstScreenShown()) return undefined;
    let stopWaiting: () => void = () => undefined;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (element.querySelector('[aria-busy="true"]')) return;
      observer.disconnect();
      stopWaiting = releaseFirstScreenAfter(element.querySelector('img'));
    };
    observer.observe(element, { childList: true, subtree: true, attributes: true });
    check();
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [wrap]);
}

export function DashboardBanners() {
  const navigate = useNavigate();
  const wrap = useRef<HTMLDivElement>(null);
  useFirstScreenRelease(wrap);
  return (
    <Wrap ref={wrap}>
      <BannerCarousel quietErrors onOpenLink={(link) => void navigate(link)} />
    </Wrap>
  );
}
