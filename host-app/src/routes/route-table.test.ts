// The route table holds the product's pages (docs/product.md, "Pages") exactly: every path with its
// kind.
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, NAV_ITEMS, PRIVATE_ROUTES } from './route-table';
import { PAGE_LOADERS } from './page-loaders';
import { PAGE_IDS, PAGES } from './page-table';
import { appStringsIn } from '../i18n/app-strings';

const appStrings = {
  uz: await appStringsIn('uz'),
  en: await appStringsIn('en'),
  ru: await appStringsIn('ru'),
};

const SPEC_ROUTES: [string, string][] = [
  ['/auth', 'public'],
  ['/auth/reset-password', 'public'],
  ['/auth/verify-email', 'common'],
  // Ours beyond the original page list: the policy texts the registration form links to.
  ['/privacy', 'common'],
  ['/terms', 'common'],
  // The widget gallery with its builder, for partners.
  ['/widgets', 'common'],
  ['*', 'common'],
  ['/', 'private'],
  ['/dashboard', 'private'],
  ['/profile', 'private'],
  ['/economic-calendar', 'private'],
  // Ours: an event's detail (its history, meaning and alerts) has its own address.
  ['/economic-calendar/event/:series', 'private'],
  ['/resource-center', 'private'],
  ['/resource-center/:id', 'private'],
  ['/video-courses', 'private'],
  ['/video-courses/:id', 'private'],
  ['/video-courses/:courseId/player', 'private'],
  ['/video-courses/:courseId/player/:lessonId', 'private'],
  ['/video-courses/lessons/:lessonId', 'private'],
  ['/settings', 'private'],
  ['/analytics', 'private'],
  ['/trading-chart', 'private'],
  ['/trading-signals', 'private'],
  ['/trading-journal', 'private'],
  ['/copy-trade', 'private'],
  ['/ai-assistant', 'private'],
  ['/algo-trading', 'private'],
  ['/algo-trading/:id', 'private'],
  ['/algo-trading/my/:id', 'private'],
  ['/upgrade-plan', 'private'],
  // Ours (decision 0283): a copy-trading strategy's page.
  ['/copy-trade/:id', 'private'],
  // Ours (decision 0282): My Expert Advisors, the list in the sidebar.
  ['/algo-trading/my', 'private'],
  // Ours (decision 0056): the admin area.
  ['/admin', 'private'],
  ['/admin/*', 'private'],
  // Ours (decision 0151): where Payme and Click send the payer back.
  ['/payments/return', 'private'],
  // Ours: help and support.
  ['/help', 'private'],
  // Ours (decision 0320): the partner portal.
  ['/partner', 'private'],
  ['/ban', 'ban'],
];

describe('route table (the product pages)', () => {
  it('has every path of the product pages with its kind, plus /privacy, /terms, /widgets, /admin, /payments/return, /help, /partner, /copy-trade/:id and /algo-trading/my, and nothing else', () => {
    const table = ALL_ROUTES.map((r) => [r.path, r.kind]);
    expect(new Set(table.map((r) => r.join(' ')))).toEqual(
      new Set(SPEC_ROUTES.map((r) => r.join(' '))),
    );
    expect(table).toHaveLength(SPEC_ROUTES.length);
  });

  it('puts the catch-all last', () => {
    expect(ALL_ROUTES.at(-1)?.path).toBe('*');
  });

  it('has a page loader for every page of the table', () => {
    for (const route of ALL_ROUTES)
      expect(PAGE_LOADERS[route.page], route.path).toBeTypeOf('function');
  });

  it('links the sidebar to every private page without a parameter (but the payment return page and the back office sections)', () => {
    const plain = PRIVATE_ROUTES.filter(
      (r) => !/[:*]/.test(r.path) && r.path !== '/payments/return',
    ).map((r) => r.path);
    expect(NAV_ITEMS.map((i) => i.to).sort()).toEqual([...plain].sort());
  });

  it('decision 0303: /upgrade-plan is open to everyone signed in; decision 0056: /admin needs the admin role', () => {
    const by = (path: string) => ALL_ROUTES.find((r) => r.path === path)?.requirements;
    expect(by('/upgrade-plan')).toBeUndefined();
    expect(by('/admin')).toEqual({ role: 'admin' });
  });

  it('one page table: each page has a loader, its paths routed, and a title in uz, ru and en', () => {
    const routed = new Set(ALL_ROUTES.map((r) => r.page));
    for (const page of PAGE_IDS) {
      expect(typeof PAGE_LOADERS[page]).toBe('function');
      expect(routed.has(page)).toBe(true);
      for (const strings of Object.values(appStrings)) {
        const titles = strings.pages as Record<string, { title?: string }>;
        expect(titles[page]?.title, `${page} title`).toBeTruthy();
      }
    }
    expect(ALL_ROUTES.filter((r) => r.page === 'coursePlayer').map((r) => r.path)).toEqual(
      PAGES.coursePlayer.paths,
    );
  });
});
