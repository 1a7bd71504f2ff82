// The dashboard's banner carousel (the component <savdo-banners> wraps); links go through the
// router.
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { BannerCarousel } from '@savdo/widgets/banners';

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
