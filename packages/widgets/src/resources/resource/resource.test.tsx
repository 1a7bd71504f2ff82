// A resource's page: an article's text as paragraphs of plain text; a paid resource
// not bought shows its price and Buy, which opens the ONE purchase dialog (an Idempotency-Key,
// the 402 insufficient state) and then unlocks in place; a PDF opens with the bearer header and
// a refused file says why; a video link opens in a new tab with rel=noopener, http(s) only;
// not found and load-failure states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insufficientBalanceMessage } from '@savdo/contract';
import { $toasts } from '@savdo/core';
import { ResourceDetail } from '@savdo/widgets/resources/resource';
import {
  NNBSP,
  setUpResources,
  tearDownResources,
} from '../../../../../tests/kit/resources-test-setup';

afterEach(() => {
  tearDownResources();
  vi.unstubAllGlobals();
});

async function shown(id: number) {
  await waitFor(() => expect(document.querySelector(`[data-resource-id="${id}"]`)).not.toBeNull());
}

describe('ResourceDetail', () => {
  it('a free article: its text as paragraphs, with the reading time', async () => {
    await setUpResources();
    render(<ResourceDetail resourceId={1} />);
    expect(document.querySelector('[data-resource-skeleton]')).not.toBeNull();
    await shown(1);
    expect(screen.getByRole('heading', { name: 'The 1% rule' })).toBeTruthy();
    const paragraphs = document.querySelectorAll('[data-resource-body] p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]!.textContent).toContain('Even ten losses');
    expect(screen.getByText('1 min read')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Resource center/ }).getAttribute('href')).toBe(
      '/resource-center',
    );
  });

  it('renders an article body as text: markup stays visible text', async () => {
    await setUpResources({
      change: (s) => s.full.set(1, { body: '<script>alert(1)</script>\n\n<b>not bold</b>' }),
    });
    render(<ResourceDetail resourceId={1} />);
    await shown(1);
    const body = document.querySelector('[data-resource-body]')!;
    expect(body.querySelector('script, b')).toBeNull();
    expect(body.textContent).toContain('<b>not bold</b>');
  });

  it('a paid article not bought: price and Buy; the purchase dialog pays with an Idempotency-Key and the text unlocks', async () => {
    const { requests, server } = await setUpResources({ balance: 100_000 });
    render(<ResourceDetail resourceId={4} />);
    await shown(4);
    expect(document.querySelector('[data-resource-body]')).toBeNull();
    expect(screen.getByText('Once bought, the full article opens.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Buy for 19${NNBSP}000 UZS` }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this resource' });
    expect(dialog.textContent).toContain('Where to place a stop-loss');
    expect(dialog.textContent).toContain(`81${NNBSP}000 UZS`); // the balance after
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/resource/4/purchase');
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(document.querySelector('[data-resource-body]')).not.toBeNull());
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(server.balance).toBe(81_000);
    expect($toasts.get().some((t) => t.message.includes('is unlocked'))).toBe(true);
  });

  it('a short balance shows the insufficient-balance text with the shortfall', async () => {
    await setUpResources({ balance: 10_000 });
    render(<ResourceDetail resourceId={2} />);
    await shown(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Buy for/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(insufficientBalanceMessage(49_000));
  });

  it('a free PDF: Open reads the file with the bearer header; a refusal shows the server message', async () => {
    await setUpResources();
    const fetchFile = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: 'Buy this resource to open its file' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(<ResourceDetail resourceId={5} />);
    await shown(5);
    expect(screen.getByText(/trading-glossary\.pdf/)).toBeTruthy();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).endsWith('/file') ? fetchFile(url, init) : realFetch(url, init),
    );
    vi.stubGlobal('open', () => null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open PDF' }));
    await waitFor(() =>
      expect($toasts.get().some((t) => t.message === 'Buy this resource to open its file')).toBe(
        true,
      ),
    );
    const [url, init] = fetchFile.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/resource/5/file');
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('a free video: a link in a new tab with rel=noopener to an http(s) address', async () => {
    await setUpResources();
    render(<ResourceDetail resourceId={3} />);
    await shown(3);
    const link = screen.getByRole('link', { name: /Watch the video/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(screen.getByText('Opens on youtube.com in a new tab')).toBeTruthy();
  });

  it('a video link that is not http(s) is never made a link', async () => {
    await setUpResources({
      change: (s) => {
        s.resources = s.resources.map((r) =>
          r.id === 3 ? { ...r, video_url: 'javascript:alert(1)' } : r,
        );
      },
    });
    render(<ResourceDetail resourceId={3} />);
    await shown(3);
    expect(screen.queryByRole('link', { name: /Watch the video/ })).toBeNull();
  });

  it('an unknown resource says not found; a failure offers to try again', async () => {
    const { server } = await setUpResources();
    const { unmount } = render(<ResourceDetail resourceId={999} />);
    await screen.findByText('Resource not found');
    unmount();
    server.failWith = 503;
    render(<ResourceDetail resourceId={1} />);
    await screen.findByText('Could not load the resource');
    server.failWith = undefined;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await shown(1);
  });

  it('in Uzbek: the strings', async () => {
    await setUpResources({ language: 'uz' });
    render(<ResourceDetail resourceId={2} />);
    await shown(2);
    expect(screen.getByText('Bu resurs pullik')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Resurslar markaziga/ })).toBeTruthy();
  });
});
