// The resource center: skeletons then cards (kind, category, title, description,
// Free / price / Purchased, reading time or file size), the featured row on the first page of the
// unfiltered catalog, category tabs and a debounced search that go back to page 1, paging of 12,
// empty and load-failure states, a sign-in notice when signed out, and text never as HTML.
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceCenter } from '@savdo/widgets/resources/center';
import { centerQuery } from '@savdo/widgets/resources/center';
import { makeResource, type FakeRequest } from '../../../../../tests/kit';
import {
  NNBSP,
  setUpResources,
  tearDownResources,
} from '../../../../../tests/kit/resources-test-setup';

afterEach(tearDownResources);

const listCalls = (requests: FakeRequest[]) =>
  requests.filter(
    (r) => r.method === 'GET' && r.path === '/resource/all' && !r.query.get('is_featured'),
  );

function card(id: number, scope: ParentNode = document): HTMLElement {
  const li = scope.querySelector<HTMLElement>(`[part="resources"] li[data-resource-id="${id}"]`);
  if (!li) throw new Error(`no resource card ${id}`);
  return li;
}

async function loaded() {
  await waitFor(() =>
    expect(document.querySelector('[part="resources"] li[data-resource-id]')).not.toBeNull(),
  );
}

describe('ResourceCenter', () => {
  it('shows skeletons, then cards with kind, category, price or Free, reading time and file size', async () => {
    await setUpResources();
    render(<ResourceCenter />);
    expect(document.querySelector('[data-resources-skeleton]')).not.toBeNull();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Resource center' })).toBeTruthy();
    expect(card(1).textContent).toContain('Article');
    expect(card(1).textContent).toContain('Risk management');
    expect(card(1).textContent).toContain('Free');
    expect(card(1).textContent).toContain('1 min read');
    expect(card(2).textContent).toContain('PDF');
    expect(card(2).textContent).toContain(`59${NNBSP}000 UZS`);
    expect(card(2).textContent).toContain('2 KB');
    expect(card(2).querySelector('a')?.getAttribute('href')).toBe('/resource-center/2');
  });

  it('draws the tabs, the featured row and the cards together once the categories have answered, so nothing already drawn is pushed down', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    onTestFinished(() => release()); // a failed test must not leave the answer held
    const { requests } = await setUpResources({
      routes: (_, library) => ({
        'GET /resource/categories': async (request) => {
          await held;
          return library['GET /resource/categories']!(request);
        },
      }),
    });
    render(<ResourceCenter />);
    // The list and the featured row have answered; the tabs (which wrap on phones) have not.
    await waitFor(() => expect(requests.filter((r) => r.path === '/resource/all').length).toBe(2));
    await new Promise((done) => setTimeout(done, 50));
    expect(document.querySelector('[data-resources-skeleton]')).not.toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.querySelector('[data-resource-featured]')).toBeNull();
    expect(document.querySelector('[part="resources"] li[data-resource-id]')).toBeNull();
    release();
    await loaded();
    expect(screen.getByRole('tab', { name: 'Trading basics' })).toBeTruthy();
    expect(document.querySelector('[data-resource-featured]')).not.toBeNull();
  });

  it('a bought resource shows Purchased instead of its price', async () => {
    await setUpResources({
      change: (s) => {
        s.resources = s.resources.map((r) =>
          r.id === 4 ? { ...r, purchased: true, can_access: true } : r,
        );
      },
    });
    render(<ResourceCenter />);
    await loaded();
    expect(card(4).textContent).toContain('Purchased');
  });

  it('the featured row shows the featured resources on the first unfiltered page only', async () => {
    await setUpResources();
    render(<ResourceCenter />);
    await loaded();
    const featured = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-resource-featured]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(within(featured).getByRole('heading', { name: 'Featured' })).toBeTruthy();
    expect([...featured.querySelectorAll('li')].map((li) => li.dataset.resourceId)).toEqual([
      '1',
      '2',
    ]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Trading basics' }));
    await waitFor(() => expect(document.querySelector('[data-resource-featured]')).toBeNull());
  });

  it('category tabs filter from page 1, named from the categories call', async () => {
    const { requests } = await setUpResources();
    render(<ResourceCenter />);
    await loaded();
    const user = userEvent.setup();
    const tab = await screen.findByRole('tab', { name: 'Trading psychology' });
    await user.click(tab);
    await waitFor(() =>
      expect(document.querySelectorAll('[part="resources"] li[data-resource-id]')).toHaveLength(1),
    );
    expect(listCalls(requests).at(-1)?.query.get('category_name')).toBe('psychology');
    expect(listCalls(requests).at(-1)?.query.get('page')).toBe('1');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    // The unfiltered page is served from the cache (60 s), not asked again.
    await waitFor(() =>
      expect(document.querySelectorAll('[part="resources"] li[data-resource-id]')).toHaveLength(6),
    );
  });

  it('search waits for the typing to stop, then asks once', async () => {
    const { requests } = await setUpResources();
    render(<ResourceCenter />);
    await loaded();
    const before = listCalls(requests).length;
    await userEvent.setup().type(screen.getByLabelText('Search'), 'glossary');
    await waitFor(() => expect(listCalls(requests).at(-1)?.query.get('search')).toBe('glossary'));
    expect(listCalls(requests).length - before).toBeLessThanOrEqual(2);
    expect(listCalls(requests).some((r) => r.query.get('search') === 'g')).toBe(false);
    await waitFor(() =>
      expect(document.querySelectorAll('[part="resources"] li[data-resource-id]')).toHaveLength(1),
    );
    expect(card(5).textContent).toContain('Trading glossary');
  });

  it('a filtered empty list offers to clear the filters', async () => {
    await setUpResources();
    render(<ResourceCenter />);
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'nothing like this');
    await screen.findByText('No resource matches these filters');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await loaded();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('an empty library says so', async () => {
    await setUpResources({ change: (s) => (s.resources = []) });
    render(<ResourceCenter />);
    await screen.findByText('No resources yet');
  });

  it('pages of 12 with previous / next', async () => {
    const { requests } = await setUpResources({
      change: (s) => {
        s.resources = Array.from({ length: 14 }, (_, i) =>
          makeResource({ id: 200 + i, title: `Resource ${i}` }),
        );
      },
    });
    render(<ResourceCenter />);
    await loaded();
    expect(document.querySelectorAll('[part="resources"] li[data-resource-id]')).toHaveLength(12);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.querySelectorAll('[part="resources"] li[data-resource-id]')).toHaveLength(2),
    );
    expect(listCalls(requests).at(-1)?.query.get('page')).toBe('2');
    expect(listCalls(requests).at(-1)?.query.get('limit')).toBe('12');
  });

  it('a load failure offers to try again', async () => {
    const { server } = await setUpResources({ change: (s) => (s.failWith = 503) });
    render(<ResourceCenter />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load the resources')).toBeTruthy();
    server.failWith = undefined;
    await userEvent.setup().click(retry);
    await loaded();
  });

  it('in Russian: strings and the server texts', async () => {
    await setUpResources({ language: 'ru' });
    render(<ResourceCenter />);
    await loaded();
    expect(screen.getByRole('heading', { name: 'Центр ресурсов' })).toBeTruthy();
    expect(card(1).textContent).toContain('Бесплатно');
    expect(screen.getByRole('tab', { name: 'Все' })).toBeTruthy();
  });

  it('renders titles and descriptions as text, never as HTML', async () => {
    await setUpResources({
      change: (s) => {
        s.resources = [
          makeResource({
            id: 300,
            title: '<img src=x onerror=alert(1)>',
            description: '<b>bold</b>',
          }),
        ];
      },
    });
    render(<ResourceCenter />);
    await loaded();
    expect(card(300).querySelector('img, b')).toBeNull();
    expect(card(300).textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('signed out: a sign-in link, and nothing is asked', async () => {
    const { requests } = await setUpResources({ signedIn: false });
    render(<ResourceCenter />);
    expect(screen.getByText('The resource center is open to signed-in users.')).toBeTruthy();
    expect(listCalls(requests)).toHaveLength(0);
  });

  it('centerQuery: a blank search is not sent, a long one is cut to 100 characters', () => {
    expect(centerQuery({ category: '', search: '   ' }, 1)).toEqual({ page: 1 });
    expect(centerQuery({ category: 'basics', search: 'x'.repeat(150) }, 2)).toEqual({
      page: 2,
      category_name: 'basics',
      search: 'x'.repeat(100),
    });
  });
});
