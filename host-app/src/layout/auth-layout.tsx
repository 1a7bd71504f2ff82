// The frame of the signed-out pages (/auth, reset password, verify email): the product's story
// on a navy panel beside the form; on phones the panel shrinks to a band above the form.
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { token } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Brand } from './brand';
import { Icon, type IconName } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

const Frame = styled.div`
  position: relative;
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
  background: ${token('color-bg')};
  color: ${token('color-text')};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const Story = styled.aside`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 40px;
  padding: 40px 48px;
  background:
    radial-gradient(80% 60% at 10% 100%, rgba(16, 185, 129, 0.22), transparent 60%),
    radial-gradient(60% 50% at 100% 0%, rgba(59, 130, 246, 0.14), transparent 60%), #0b1526;
  color: #e6ecf5;
  @media (max-width: 900px) {
    padding: 18px 20px 20px;
    gap: 8px;
  }
`;

const StoryBody = styled.div`
  max-width: 480px;
  position: relative;
  z-index: 1;
  @media (max-width: 900px) {
    display: none;
  }
`;

const Headline = styled.p`
  margin: 0 0 14px;
  font-size: clamp(28px, 3.2vw, 40px);
  line-height: 1.1;
  font-weight: 800;
  letter-spacing: -0.03em;
  color: #ffffff;
`;

const Sub = styled.p`
  margin: 0 0 28px;
  font-size: 16px;
  color: #b6c3d8;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 13px;
  color: #b6c3d8;
  position: relative;
  z-index: 1;
`;

const Points = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Point = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  font-weight: 600;
  & > span:first-child {
    width: 36px;
    height: 36px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: 10px;
    background: rgba(16, 185, 129, 0.16);
    color: #34d399;
  }
`;

const Chart = styled.svg`
  position: absolute;
  right: -20px;
  bottom: 40px;
  width: 70%;
  max-width: 420px;
  opacity: 0.5;
  @media (max-width: 900px) {
    display: none;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 20px 0;
  @media (max-width: 900px) {
    position: absolute;
    top: 14px;
    right: 16px;
    padding: 0;
  }
`;

const Center = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 20px 48px;
`;

const Card = styled.div`
  width: 100%;
  max-width: 440px;
  padding: 32px;
  border-radius: 20px;
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface-raised')};
  box-shadow: ${token('shadow')};
  @media (max-width: 480px) {
    padding: 22px 18px;
    border-radius: 16px;
  }
`;

const POINTS: { key: 'courses' | 'signals' | 'bots'; icon: IconName }[] = [
  { key: 'courses', icon: 'video' },
  { key: 'signals', icon: 'signal' },
  { key: 'bots', icon: 'bot' },
];

export function AuthLayout() {
  const t = useAppT();
  return (
    <Frame>
      <Story>
        <Brand name={t('brand.name')} />
        <StoryBody>
          <Headline>{t('auth.heroTitle')}</Headline>
          <Sub>{t('auth.heroText')}</Sub>
          <Points>
            {POINTS.map((p) => (
              <Point key={p.key}>
                <span aria-hidden="true">
                  <Icon name={p.icon} size={18} />
                </span>
                <span>{t(`auth.points.${p.key}`)}</span>
              </Point>
            ))}
          </Points>
        </StoryBody>
        <Chart viewBox="0 0 400 160" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="auth-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#10b981" stopOpacity="0.45" />
              <stop offset="1" stopColor="#10b981" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path
            d="M0 130 L40 118 L80 124 L120 96 L160 102 L200 70 L240 80 L280 48 L320 58 L360 26 L400 34 L400 160 L0 160 Z"
            fill="url(#auth-area)"
          />
          <path
            d="M0 130 L40 118 L80 124 L120 96 L160 102 L200 70 L240 80 L280 48 L320 58 L360 26 L400 34"
            fill="none"
            stroke="#34d399"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </Chart>
        <Tagline>{t('brand.tagline')}</Tagline>
      </Story>
      <Side>
        <Tools>
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Tools>
        <Center>
          <Card>
            <Outlet />
          </Card>
        </Center>
      </Side>
    </Frame>
  );
}
