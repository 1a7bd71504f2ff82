// The frame's forced password dialog, downloaded only when the account needs it: the page stays
// covered while it downloads and when it cannot be (docs/product.md, "Arriving through Google or
// Telegram": a dialog that cannot be closed until it is done).
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import * as auth from '@savdo/widgets/auth';
import '../i18n/app-strings';
import { lazyPasswordSetup } from './password-setup';
import { resetAll } from '../../../tests/kit/auth-test-helpers';

/** A download the test settles by hand. */
function manualDownload() {
  const calls: { resolve(module: typeof auth): void; reject(e: unknown): void }[] = [];
  const load = () => new Promise<typeof auth>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

beforeEach(async () => {
  await resetAll('en');
});

describe("the frame's password dialog", () => {
  it('covers the page while its code downloads, then shows the dialog that cannot be closed', async () => {
    const { load, calls } = manualDownload();
    const PasswordSetup = lazyPasswordSetup(load);
    const { container } = render(
      <MemoryRouter>
        <PasswordSetup mode="password" />
      </MemoryRouter>,
    );
    expect(calls).toHaveLength(1);
    expect(container.querySelector('[data-password-setup="loading"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    calls[0]?.resolve(auth);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("Xavfsizlik uchun parol o'rnating");
    expect(container.querySelector('[data-password-setup]')).toBeNull();
  });

  it('covers the page with the network error when its code cannot be downloaded', async () => {
    const { load, calls } = manualDownload();
    const PasswordSetup = lazyPasswordSetup(load);
    const { container } = render(
      <MemoryRouter>
        <PasswordSetup mode="email-and-password" />
      </MemoryRouter>,
    );
    calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(container.querySelector('[data-password-setup="offline"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
