// The guard with page requirements: the verification and role steps.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { login } from '@savdo/core';
import '../i18n/app-strings';
import { AccessGuard } from './access-guard';
import { accessToken, apiUser, resetAll } from '../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

function renderGuarded(requirements: Parameters<typeof AccessGuard>[0]['requirements']) {
  render(
    <MemoryRouter initialEntries={['/admin-only']}>
      <Routes>
        <Route
          path="/admin-only"
          element={
            <AccessGuard kind="private" requirements={requirements} noticeVariant="inline">
              <p>secret page</p>
            </AccessGuard>
          }
        />
        <Route path="/auth" element={<p>auth page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function signInAs(overrides: Parameters<typeof apiUser>[0]) {
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser(overrides) });
}

describe('AccessGuard with requirements', () => {
  it("shows 'Email tasdiqlash kerak' to an unverified user on a page that requires verification", () => {
    signInAs({ is_verified: false });
    renderGuarded({ requireVerified: true });
    expect(screen.getByRole('heading', { name: 'Email tasdiqlash kerak' })).toBeTruthy();
    expect(screen.getByText('Bu sahifaga kirish uchun emailingizni tasdiqlang.')).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it("shows 'Ruxsat yo'q' with the role to a user without it (compared for equality)", () => {
    signInAs({ role: 'user' });
    renderGuarded({ role: 'admin' });
    expect(screen.getByRole('heading', { name: "Ruxsat yo'q" })).toBeTruthy();
    expect(screen.getByText('Bu sahifaga kirish uchun admin huquqi kerak.')).toBeTruthy();
  });

  it('keeps the Uzbek notice and adds its translation under it in another language (docs/product.md, Languages and theme)', () => {
    signInAs({ role: 'user' });
    renderGuarded({ role: 'admin' });
    expect(screen.getByRole('heading', { name: "Ruxsat yo'q" })).toBeTruthy();
    expect(screen.getByText('No access')).toBeTruthy();
    expect(screen.getByText('This page needs the admin role.')).toBeTruthy();
  });

  it('shows no translation when the interface language is Uzbek', async () => {
    await resetAll('uz');
    signInAs({ is_verified: false });
    renderGuarded({ requireVerified: true });
    expect(screen.getByRole('heading', { name: 'Email tasdiqlash kerak' })).toBeTruthy();
    expect(document.querySelector('[data-notice-translation]')).toBeNull();
  });

  it('checks verification before the role (guard order)', () => {
    signInAs({ role: 'user', is_verified: false });
    renderGuarded({ role: 'admin', requireVerified: true });
    expect(screen.getByRole('heading', { name: 'Email tasdiqlash kerak' })).toBeTruthy();
  });

  it('shows the page when every requirement is met', () => {
    signInAs({ role: 'admin', is_verified: true });
    renderGuarded({ role: 'admin', requireVerified: true });
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth before anything else', () => {
    renderGuarded({ role: 'admin', requireVerified: true });
    expect(screen.getByText('auth page')).toBeTruthy();
  });
});
