// The course page: the header with progress, each module's access (never bought:
// price and Buy; active: "Access until {date} ({n} days left)"; expired: locked with Buy again),
// lesson marks, the buy path through the PurchaseDialog with one Idempotency-Key per opening and
// the module unlocking without a reload, the 402 path, and sign-in links when it may not buy.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, configureCore, formatDate } from '@savdo/core';
import { WidgetContext } from '@savdo/ui';
import { Course } from '@savdo/widgets/courses/course';
import { boughtModule, completedModule, coursesRoutes, ok } from '../../../../../tests/kit';
import { apiUser, fakeApi } from '../../../../../tests/kit/auth-test-helpers';
import {
  NNBSP,
  TRIM,
  setUpCourses,
  tearDownCourses,
} from '../../../../../tests/kit/course-test-setup';

afterEach(tearDownCourses);

function module(id: number): HTMLElement {
  const li = document.querySelector<HTMLElement>(`li[data-module-id="${id}"]`);
  if (!li) throw new Error(`no module ${id}`);
  return li;
}

function lesson(id: number): HTMLElement {
  const li = document.querySelector<HTMLElement>(`li[data-lesson-id="${id}"]`);
  if (!li) throw new Error(`no lesson ${id}`);
  return li;
}

async function loaded() {
  await waitFor(() => expect(document.querySelector('li[data-module-id]')).not.toBeNull());
}

describe('Course: nothing bought', () => {
  it('header, modules with price and Buy, a free preview and locked lessons', async () => {
    await setUpCourses();
    render(<Course courseId={2} />);
    await loaded();
    expect(screen.getByRole('heading', { name: 'Technical analysis' })).toBeTruthy();
    expect(screen.getByText('Intermediate')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(module(21).dataset.access).toBe('never');
    expect(module(21).textContent).toContain(`49${NNBSP}000 UZS`);
    expect(module(21).textContent).toContain('Buy for 7 days of access');
    expect(within(module(21)).getByRole('button', { name: 'Buy' })).toBeTruthy();
    expect(lesson(201).dataset.mark).toBe('free');
    expect(lesson(201).querySelector('a')?.getAttribute('href')).toBe(
      '/video-courses/2/player/201',
    );
    expect(lesson(202).dataset.mark).toBe('locked');
    expect(lesson(202).querySelector('a')).toBeNull();
  });

  it('buys a module: the dialog, POST with an Idempotency-Key, then its lessons unlock', async () => {
    const { server, requests } = await setUpCourses({ balance: 1_000_000 });
    const emit = vi.fn(() => true);
    render(
      <WidgetContext.Provider value={{ host: null, emit }}>
        <Course courseId={2} />
      </WidgetContext.Provider>,
    );
    await loaded();
    const user = userEvent.setup();
    await user.click(within(module(22)).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy the module' });
    expect(dialog.textContent).toContain('Patterns');
    expect(dialog.textContent).toContain('7 days of access');
    expect(dialog.textContent).toContain(`951${NNBSP}000 UZS`); // the balance after
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const purchase = requests.find((r) => r.method === 'POST');
    expect(purchase?.path).toBe('/course/modules/22/purchase');
    expect(purchase?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(module(22).dataset.access).toBe('active'));
    expect(lesson(204).dataset.mark).toBe('unlocked');
    expect(module(22).textContent).toContain('(7 days left)');
    expect(server.balance).toBe(951_000);
    expect($user.get()?.balance).toBe(951_000);
    expect(emit).toHaveBeenCalledWith(
      'savdo-module-purchased',
      expect.objectContaining({ courseId: 2, moduleId: 22, charged: 49_000 }),
    );
  });

  it('a retry after a lost answer sends the same key; a new opening a new key', async () => {
    const { server } = await setUpCourses();
    const routes = coursesRoutes(server);
    const purchase = routes['POST /course/modules/:id/purchase']!;
    let lose = true;
    // The first answer is lost on the way (a network failure): Confirm again retries.
    const seen = fakeApi({
      ...routes,
      'GET /users/me': () => ok({ result: apiUser({ balance: server.balance }) }),
      'POST /course/modules/:id/purchase': (request) => {
        if (!lose) return purchase(request);
        lose = false;
        return new Error('network');
      },
    });
    render(<Course courseId={2} />);
    await loaded();
    const user = userEvent.setup();
    await user.click(within(module(21)).getByRole('button', { name: 'Buy' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(module(21).dataset.access).toBe('active'));
    await user.click(within(module(22)).getByRole('button', { name: 'Buy' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = seen.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(server.modules.filter((m) => m.purchased && m.course_id === 2)).toHaveLength(2);
  });

  it('a 402 shows the insufficient state with the shortfall and the top-up', async () => {
    const { server } = await setUpCourses({ balance: 1_000_000 });
    server.balance = 9_000; // the session thinks it suffices; the server knows better
    render(<Course courseId={2} />);
    await loaded();
    const user = userEvent.setup();
    await user.click(within(module(21)).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        `Insufficient balance. You need 40${NNBSP}000 UZS more to purchase this item. Please top up your balance.`,
        TRIM,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Top up balance' })).toBeTruthy();
    expect(module(21).dataset.access).toBe('never');
  });
});

describe('Course: bought modules', () => {
  it('active with days left; expired locked with its price and Buy again', async () => {
    const now = Date.now();
    await setUpCourses({
      change: (server) => {
        server.modules = server.modules.map((m) =>
          m.id === 21 ? boughtModule(m, 2, now) : m.id === 22 ? boughtModule(m, 9, now) : m,
        );
      },
    });
    render(<Course courseId={2} />);
    await loaded();
    const expires = formatDate(new Date(now + 5 * 86_400_000).toISOString(), 'en');
    expect(module(21).dataset.access).toBe('active');
    expect(module(21).textContent).toContain(`Access until ${expires} (5 days left)`);
    expect(within(module(21)).queryByRole('button')).toBeNull();
    expect(lesson(202).dataset.mark).toBe('unlocked');
    expect(module(22).dataset.access).toBe('expired');
    expect(module(22).textContent).toContain('Access ended on');
    expect(module(22).textContent).toContain(`49${NNBSP}000 UZS`);
    expect(within(module(22)).getByRole('button', { name: 'Buy again' })).toBeTruthy();
    expect(lesson(204).dataset.mark).toBe('locked');
    // Buying again extends the access: the dialog says so in its title.
    await userEvent.setup().click(within(module(22)).getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('dialog', { name: 'Extend access to the module' })).toBeTruthy();
  });

  it('all completed: completed marks, the completed band and Continue watching', async () => {
    await setUpCourses({
      change: (server) => {
        server.modules = server.modules.map((m) =>
          m.course_id === 2 ? completedModule(boughtModule(m, 1)) : m,
        );
      },
    });
    render(<Course courseId={2} />);
    await loaded();
    expect(lesson(205).dataset.mark).toBe('completed');
    expect(document.querySelector('[data-band="completed"]')?.textContent).toContain(
      'Completed · 100% completed',
    );
    expect(screen.getByRole('link', { name: 'Continue watching' }).getAttribute('href')).toBe(
      '/video-courses/2/player',
    );
  });

  it('in Russian: days left with the right plural', async () => {
    const now = Date.now();
    await setUpCourses({
      language: 'ru',
      change: (server) => {
        server.modules = server.modules.map((m) => (m.id === 21 ? boughtModule(m, 2, now) : m));
      },
    });
    render(<Course courseId={2} />);
    await loaded();
    expect(module(21).textContent).toContain('(осталось 5 дней)');
    expect(screen.getByRole('heading', { name: 'Технический анализ' })).toBeTruthy();
  });
});

describe('Course: may not buy', () => {
  it('on a partner page the buy actions are sign-in links', async () => {
    await setUpCourses();
    configureCore({ mode: 'public' });
    render(<Course courseId={2} />);
    await loaded();
    expect(within(module(21)).queryByRole('button')).toBeNull();
    expect(within(module(21)).getByRole('link', { name: 'Sign in to buy' })).toBeTruthy();
  });

  it('an unknown course says so', async () => {
    await setUpCourses();
    render(<Course courseId={404} />);
    expect(await screen.findByText('Course not found')).toBeTruthy();
  });
});
