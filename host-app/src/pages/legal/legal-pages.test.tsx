// /privacy and /terms are real pages with our own text in three languages, open to
// signed-out visitors and signed-in users alike.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES } from '@savdo/contract';
import { fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { LEGAL_TEXTS } from './legal-texts';
import { pathOf, renderApp } from '../../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
  fakeApi({});
});

describe('legal pages', () => {
  it('/privacy shows the privacy policy to a signed-out visitor', async () => {
    const { router } = renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we do not collect' })).toBeTruthy();
    expect(pathOf(router)).toBe('/privacy');
  });

  it('/terms shows the terms of service in Russian', async () => {
    await resetAll('ru');
    fakeApi({});
    renderApp('/terms');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Условия использования' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
  });

  it('every document has the same sections in uz, ru and en, none empty', () => {
    for (const doc of Object.values(LEGAL_TEXTS)) {
      const counts = LANGUAGES.map((lang) => doc[lang].sections.length);
      expect(new Set(counts).size).toBe(1);
      for (const lang of LANGUAGES) {
        for (const section of doc[lang].sections) {
          expect(section.heading.length).toBeGreaterThan(3);
          expect(section.paragraphs.join('').length).toBeGreaterThan(60);
        }
      }
    }
  });
});
