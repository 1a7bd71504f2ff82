// The dashboard's banner carousel (the component <savdo-banners> wraps); links go through the
// router.
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { $language } from '@savdo/core';
import { prefetchBanners } from '@savdo/core/notifications';
import { BannerCarousel } from '@savdo/widgets/banners';

// The banner image is the dashboard's largest paint: its list is asked for as soon as this chunk
// arrives (with the page's own chunk, see dashboard-page.tsx), not after the first render.
void prefetchBanners($language.get());

const Wrap = styled.div`
  margin-bottom: 28px;
`;

export function DashboardBanners() {
  const navigate = useNavigate();
  return (
    <Wrap>
      <BannerCarousel quietErrors onOpenLink={(link) => void navigate(link)} />
    </Wrap>
  );
}
