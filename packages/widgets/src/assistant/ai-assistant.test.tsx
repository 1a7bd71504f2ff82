// <AiAssistant>: suggested questions start a conversation; the answer shows as text with its
// kind, its sources as links (a lesson to its player, a rule opening in the assistant) and the
// disclaimer; a 429 shows the server's message; offline it says so and does not send; the
// history lists conversations and clears them after a confirmation; strings in ru and uz.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ASSISTANT_DISCLAIMER, ASSISTANT_REFUSAL } from '@savdo/contract';
import { clearToasts, resetCoreConfig, resetLive } from '@savdo/core';
import { AiAssistant } from '@savdo/widgets/assistant';
import {
  assistantRoutes,
  failure,
  fakeAssistantServer,
  makeAssistantConversation,
  makeAssistantMessage,
  makeExcerptsAnswer,
} from '../../../../tests/kit';
import { fakeApi, signedIn } from '../../../../tests/kit/auth-test-helpers';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

const answers = () => [...document.querySelectorAll('[data-role="assistant"]')];

describe('AiAssistant', () => {
  it('answers a suggested question with excerpts, cited sources and the disclaimer', async () => {
    await signedIn('en');
    const requests = fakeApi(assistantRoutes(fakeAssistantServer()));
    const navigated: string[] = [];
    render(<AiAssistant onNavigate={(path) => navigated.push(path)} />);
    expect(await screen.findByText(/Offline mode: no AI model is connected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'How long does access to a module last?' }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    const answer = answers()[0]!;
    expect(answer.getAttribute('data-mode')).toBe('excerpts');
    expect(answer.textContent).toContain('Excerpts');
    expect(answer.querySelector('[data-answer-text]')?.textContent).toContain('7 days');
    expect(answer.querySelector('[data-disclaimer]')?.textContent).toBe(ASSISTANT_DISCLAIMER.en);
    const ask = requests.find((r) => r.path === '/ai-assistant/ask');
    expect(ask?.body).toEqual({
      question: 'How long does access to a module last?',
      language: 'en',
    });

    const lesson = answer.querySelector<HTMLAnchorElement>('[data-source-kind="lesson"]')!;
    expect(lesson.getAttribute('href')).toMatch(/\/video-courses\/1\/player\/4$/);
    fireEvent.click(lesson);
    expect(navigated).toEqual(['/video-courses/1/player/4']);

    fireEvent.click(answer.querySelector('[data-source-kind="rule"]')!);
    const panel = await waitFor(() => {
      const el = document.querySelector('[data-open-source="rule.module-access"]');
      expect(el?.textContent).toContain('extends the access by another 7 days');
      return el!;
    });
    expect(panel.querySelector('a')?.getAttribute('href')).toMatch(/\/video-courses$/);
  });

  it('sends with Enter, continues the conversation, and shows a refusal with the disclaimer', async () => {
    await signedIn('en');
    const server = fakeAssistantServer();
    const requests = fakeApi(assistantRoutes(server));
    render(<AiAssistant />);
    const box = screen.getByLabelText('Your question');
    fireEvent.change(box, { target: { value: 'What is a stop loss?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(answers()).toHaveLength(1));
    server.answer = (_q, language) =>
      makeAssistantMessage({ mode: 'refusal', content: ASSISTANT_REFUSAL[language], language });
    fireEvent.change(box, { target: { value: 'Should I buy bitcoin?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(answers()).toHaveLength(2));
    expect(answers()[1]?.getAttribute('data-mode')).toBe('refusal');
    expect(answers()[1]?.textContent).toContain(ASSISTANT_REFUSAL.en);
    expect(answers()[1]?.textContent).toContain(ASSISTANT_DISCLAIMER.en);
    const asks = requests.filter((r) => r.path === '/ai-assistant/ask');
    const firstId = server.conversations[0]?.conversation.id;
    expect((asks[1]?.body as { conversation_id?: number }).conversation_id).toBe(firstId);
    // User text is rendered as text.
    fireEvent.change(box, { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(answers()).toHaveLength(3));
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });

  it('shows the rate-limit message of a 429', async () => {
    await signedIn('en');
    const message = 'Too many questions: at most 10 a minute. Try again in 42 seconds.';
    fakeApi(assistantRoutes(fakeAssistantServer({ answer: () => failure(429, message) })));
    render(<AiAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'What is a stop loss?' }));
    const alert = await waitFor(() => {
      const el = document.querySelector('[data-state="rate-limit"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(alert.textContent).toBe(message);
  });

  it('offline: says so and does not send', async () => {
    await signedIn('en');
    const requests = fakeApi(assistantRoutes(fakeAssistantServer()));
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    render(<AiAssistant />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(document.querySelector('[data-state="offline"]')?.textContent).toContain(
      'You are offline',
    );
    const box = screen.getByLabelText('Your question');
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests.some((r) => r.path === '/ai-assistant/ask')).toBe(false);
  });

  it('lists the history, reopens a conversation and clears everything after confirming', async () => {
    await signedIn('en');
    const conversation = makeAssistantConversation({ title: 'Minimum top-up' });
    const server = fakeAssistantServer({
      conversations: [
        {
          conversation,
          messages: [
            makeAssistantMessage({ role: 'user', content: 'Minimum top-up?' }),
            makeExcerptsAnswer('en'),
          ],
        },
      ],
    });
    fakeApi(assistantRoutes(server));
    render(<AiAssistant />);
    fireEvent.click(await screen.findByText('Minimum top-up'));
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(screen.getByText('Minimum top-up?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all history' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear' }));
    await waitFor(() => expect(screen.getByText('No conversations yet')).toBeTruthy());
    expect(server.conversations).toEqual([]);
    expect(answers()).toHaveLength(0);
  });

  it('speaks Russian and Uzbek', async () => {
    await signedIn('ru');
    fakeApi(assistantRoutes(fakeAssistantServer()));
    const { unmount } = render(<AiAssistant />);
    expect(
      screen.getByRole('button', { name: 'Сколько дней действует доступ к модулю?' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeTruthy();
    unmount();
    await signedIn('uz');
    render(<AiAssistant />);
    expect(screen.getByRole('button', { name: 'Yuborish' })).toBeTruthy();
    expect(screen.getByText('Suhbatlar tarixi')).toBeTruthy();
  });
});
