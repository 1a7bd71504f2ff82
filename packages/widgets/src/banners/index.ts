// The banner carousel widget: the components, its manifest and strings (element.ts defines it).
export { Banners, type BannersProps } from './banners';
export { BannerCarousel, BANNER_INTERVAL_MS, type BannerCarouselProps } from './banner-carousel';
export { bannersManifest } from './manifest';
export { BANNERS_NAMESPACE, bannersStrings } from './strings';
