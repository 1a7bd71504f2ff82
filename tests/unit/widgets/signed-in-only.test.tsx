// The sign-in and account forms render on our own origin only (a password typed on a partner's
// page would sit in that page). Widgets that act for the signed-in user only (their journal, their figures, their advisor,
// the assistant's conversations) show the same sign-in link as the money widgets where they may
// not act: on a partner's page (public mode, no tokens ever) and to a signed-out visitor on our
// own origin. They ask the API nothing there; before, each one asked and showed a failed load.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureCore, resetCoreConfig, resetLive } from '@savdo/core';
import { AiAssistant } from '@savdo/widgets/assistant';
import {
  AuthElement,
  RegisterElement,
  ResetPasswordElement,
  SignInElement,
  VerifyEmailElement,
} from '@savdo/widgets/auth';
import { Analytics } from '@savdo/widgets/analytics';
import { MyExpertAdvisor } from '@savdo/widgets/algo/my-expert-advisor';
import { TradingJournal } from '@savdo/widgets/journal';
import { fakeApi, resetAll } from '../../kit/auth-test-helpers';

afterEach(() => {
  resetLive();
  resetCoreConfig();
});

const widgets: [string, () => ReactElement, Record<'uz' | 'en' | 'ru', string>][] = [
  [
    'trading-journal',
    () => <TradingJournal />,
    {
      en: 'Sign in to your Savdo account to keep your trading journal.',
      ru: 'Войдите в аккаунт Savdo, чтобы вести торговый журнал.',
      uz: 'Savdo kundaligini yuritish uchun Savdo hisobingizga kiring.',
    },
  ],
  [
    'analytics',
    () => <Analytics />,
    {
      en: 'Sign in to your Savdo account to see your analytics.',
      ru: 'Войдите в аккаунт Savdo, чтобы увидеть свою аналитику.',
      uz: "Tahlilingizni ko'rish uchun Savdo hisobingizga kiring.",
    },
  ],
  [
    'ai-assistant',
    () => <AiAssistant />,
    {
      en: 'Sign in to your Savdo account to ask the AI assistant.',
      ru: 'Войдите в аккаунт Savdo, чтобы задать вопрос ИИ-ассистенту.',
      uz: 'AI yordamchiga savol berish uchun Savdo hisobingizga kiring.',
    },
  ],
  [
    'my-expert-advisor',
    () => <MyExpertAdvisor purchaseId={7} />,
    {
      en: 'Sign in to your Savdo account to see your expert advisor.',
      ru: 'Войдите в аккаунт Savdo, чтобы увидеть своего советника.',
      uz: "Ekspert maslahatchingizni ko'rish uchun Savdo hisobingizga kiring.",
    },
  ],
];

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe.each(widgets)('%s where it may not act for a user', (name, widget, texts) => {
  it('on a partner page (public mode): the sign-in link to the product, and no request', async () => {
    await resetAll('en');
    const requests = fakeApi({});
    configureCore({ mode: 'public', apiBase: 'https://savdo.example' });
    render(widget());
    await settle();
    expect(screen.getByText(texts.en)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      'https://savdo.example/auth',
    );
    expect(document.querySelector(`[data-savdo-sign-in="${name}"]`)).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it.each(['uz', 'ru'] as const)('signed out on our own origin, in %s', async (language) => {
    await resetAll(language);
    const requests = fakeApi({});
    render(widget());
    await settle();
    expect(screen.getByText(texts[language])).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/auth');
    expect(requests).toEqual([]);
  });
});

describe.each([
  ['auth', () => <AuthElement initialTab="sign-in" hideProviders={false} redirectTo="" />],
  ['sign-in', () => <SignInElement redirectTo="" />],
  ['register', () => <RegisterElement redirectTo="" />],
  ['reset-password', () => <ResetPasswordElement token="t" signInHref="" />],
  ['verify-email', () => <VerifyEmailElement token="t" continueHref="" />],
] as const)('the %s form on a partner page', (name, widget) => {
  it("is a link to the product's sign-in page: no password field, no request", async () => {
    await resetAll('en');
    const requests = fakeApi({});
    configureCore({ mode: 'public', apiBase: 'https://savdo.example' });
    render(widget());
    await settle();
    expect(screen.getByText('Sign in to your Savdo account on the Savdo website.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in on Savdo' }).getAttribute('href')).toBe(
      'https://savdo.example/auth',
    );
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(document.querySelector(`[data-savdo-sign-in="${name}"]`)).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it('on our own origin it is the form itself', async () => {
    await resetAll('en');
    fakeApi({});
    render(widget());
    await settle();
    expect(document.querySelector(`[data-savdo-sign-in="${name}"]`)).toBeNull();
  });
});
