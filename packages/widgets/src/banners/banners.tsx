// <savdo-banners>: the carousel, telling the page when a banner is opened.
import { useEmit } from '@savdo/ui';
import { BannerCarousel } from './banner-carousel';
import type { bannersManifest } from './manifest';

export interface BannersProps {
  interval?: number;
  onOpenLink?: (link: string) => void;
}

export function Banners({ interval, onOpenLink }: BannersProps) {
  const emit = useEmit<typeof bannersManifest>();
  return (
    <BannerCarousel
      interval={interval}
      onOpenLink={
        onOpenLink
          ? (link, banner) => {
              emit('savdo-banner-open', { id: banner.id, link });
              onOpenLink(link);
            }
          : undefined
      }
    />
  );
}
