// What a buyer gets in place (docs/decisions/0284-paid-resources-delivery.md): a paid video,
// once bought, plays in the protected player on a short-lived playback token (never an outside
// link); a refused token shows the failure with Retry; Download asks for a short-lived signed
// link at the click and follows it; the video resumes where the account stopped (saved on the
// server, per account as a lesson's: docs/decisions/0288-resource-position-per-account.md);
// Russian and Uzbek strings.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $toasts } from '@savdo/core';
import { ResourceDetail } from '@savdo/widgets/resources/resource';
import {
  NNBSP,
  setUpResources,
  tearDownResources,
} from '../../../../../tests/kit/resources-test-setup';

afterEach(() => {
  tearDownResources();
  vi.restoreAllMocks();
});

async function shown(id: number) {
  await waitFor(() => expect(document.querySelector(`[data-resource-id="${id}"]`)).not.toBeNull());
}

describe('ResourceDetail delivery', () => {
  it('a paid video: no player before purchase; after Buy the protected player plays its token stream in place', async () => {
    const { requests } = await setUpResources({ balance: 100_000 });
    render(<ResourceDetail resourceId={6} />);
    await shown(6);
    expect(document.querySelector('[data-resource-player]')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/playback'))).toBe(false);
    expect(
      screen.getByText('Once bought, the video plays right here in the protected player.'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Buy for 39${NNBSP}000 UZS` }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this resource' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(document.querySelector('[data-resource-player] video')).not.toBeNull(),
    );
    const video = document.querySelector<HTMLVideoElement>('[data-resource-player] video')!;
    expect(video.getAttribute('src')).toBe('/api/v1/course/video/token-6');
    expect(video.getAttribute('aria-label')).toBe('RSI divergence explained');
    expect(requests.some((r) => r.method === 'GET' && r.path === '/resource/6/playback')).toBe(
      true,
    );
    // No outside link anywhere on the page.
    expect(document.querySelector('a[href^="http"]')).toBeNull();
  });

  it('a refused playback token shows the failure with Try again, which asks again and plays', async () => {
    const { server } = await setUpResources({
      change: (s) => {
        s.resources = s.resources.map((r) =>
          r.id === 6 ? { ...r, purchased: true, can_access: true } : r,
        );
        s.failPlaybackWith = 503;
      },
    });
    render(<ResourceDetail resourceId={6} />);
    await screen.findByText('Could not load the video');
    expect(document.querySelector('[data-resource-player] video')).toBeNull();
    server.failPlaybackWith = undefined;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(document.querySelector('[data-resource-player] video')).not.toBeNull(),
    );
  });

  it('the player resumes where the account stopped, read from the server, not the device', async () => {
    window.localStorage.setItem('savdo:resource-position:6', '3');
    const { requests } = await setUpResources({
      change: (s) => {
        s.resources = s.resources.map((r) =>
          r.id === 6 ? { ...r, purchased: true, can_access: true } : r,
        );
        s.positions = new Map([[6, 7]]);
      },
    });
    render(<ResourceDetail resourceId={6} />);
    await waitFor(() =>
      expect(document.querySelector('[data-resource-player] video')).not.toBeNull(),
    );
    expect(requests.some((r) => r.method === 'GET' && r.path === '/resource/6/position')).toBe(
      true,
    );
    const video = document.querySelector<HTMLVideoElement>('[data-resource-player] video')!;
    Object.defineProperty(video, 'duration', { configurable: true, value: 20 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(7);
    window.localStorage.removeItem('savdo:resource-position:6');
  });

  it('saves the second on pause to the account, and 0 when the video ends', async () => {
    const { server, requests } = await setUpResources({
      change: (s) => {
        s.resources = s.resources.map((r) =>
          r.id === 6 ? { ...r, purchased: true, can_access: true } : r,
        );
      },
    });
    render(<ResourceDetail resourceId={6} />);
    await waitFor(() =>
      expect(document.querySelector('[data-resource-player] video')).not.toBeNull(),
    );
    const video = document.querySelector<HTMLVideoElement>('[data-resource-player] video')!;
    video.currentTime = 12.6;
    video.dispatchEvent(new Event('pause'));
    const puts = () =>
      requests.filter((r) => r.method === 'PUT' && r.path === '/resource/6/position');
    await waitFor(() => expect(puts().at(-1)?.body).toEqual({ position_seconds: 12 }));
    expect(server.positions?.get(6)).toBe(12);
    // The same second again is not written twice.
    video.dispatchEvent(new Event('pause'));
    expect(puts()).toHaveLength(1);
    video.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(server.positions?.get(6)).toBe(0));
    // Nothing is kept on the device.
    expect(Object.keys(window.localStorage).filter((k) => k.includes('resource-position'))).toEqual(
      [],
    );
  });

  it('writes the last second seen when the player goes away', async () => {
    const { server } = await setUpResources({
      change: (s) => {
        s.resources = s.resources.map((r) =>
          r.id === 6 ? { ...r, purchased: true, can_access: true } : r,
        );
      },
    });
    const { unmount } = render(<ResourceDetail resourceId={6} />);
    await waitFor(() =>
      expect(document.querySelector('[data-resource-player] video')).not.toBeNull(),
    );
    const video = document.querySelector<HTMLVideoElement>('[data-resource-player] video')!;
    video.currentTime = 30;
    video.dispatchEvent(new Event('timeupdate'));
    await waitFor(() => expect(server.positions?.get(6)).toBe(30));
    // Within the 10 s between writes: kept for the end.
    video.currentTime = 33;
    video.dispatchEvent(new Event('timeupdate'));
    expect(server.positions?.get(6)).toBe(30);
    unmount();
    await waitFor(() => expect(server.positions?.get(6)).toBe(33));
  });

  it('Download asks for a signed link at the click and follows it; nothing is fetched before', async () => {
    const { requests } = await setUpResources();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    render(<ResourceDetail resourceId={5} />);
    await shown(5);
    expect(requests.some((r) => r.path.endsWith('/download'))).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requests.some((r) => r.method === 'GET' && r.path === '/resource/5/download')).toBe(
      true,
    );
    expect(clicked[0]!.href).toMatch(
      /^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&name=trading-glossary\.pdf&sig=/,
    );
    expect(clicked[0]!.download).toBe('trading-glossary.pdf');
  });

  it('a refused download says so and follows nothing', async () => {
    const { server } = await setUpResources();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ResourceDetail resourceId={5} />);
    await shown(5);
    server.failWith = 404;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect($toasts.get().length).toBeGreaterThan(0));
    expect(click).not.toHaveBeenCalled();
  });

  it('in Russian and Uzbek: the locked video and the download button', async () => {
    await setUpResources({ language: 'ru' });
    const { unmount } = render(<ResourceDetail resourceId={6} />);
    await shown(6);
    expect(
      screen.getByText('После покупки видео будет воспроизводиться здесь, в защищённом плеере.'),
    ).toBeTruthy();
    unmount();
    tearDownResources();
    await setUpResources({ language: 'uz' });
    render(<ResourceDetail resourceId={5} />);
    await shown(5);
    expect(screen.getByRole('button', { name: 'Yuklab olish' })).toBeTruthy();
  });
});
