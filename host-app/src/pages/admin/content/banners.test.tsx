// The banners section of the back office (/admin/banners): a banner in three languages with its window and order, checked with the contract first; an
// edit sending only what changed; a delete only after its confirmation; a saved banner's picture
// uploaded with its progress, too large a file refused before it goes and the server's refusal
// shown beside the file input.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_IMAGE_MAX_BYTES, type AdminBanner } from '@savdo/contract';
import { fakeApi } from '../../../../../tests/kit/auth-test-helpers';
import { fakeUploads } from '../../../../../tests/kit/fake-upload';
import { renderApp } from '../../../../../tests/kit/render-app';
import {
  WAIT,
  me,
  page,
  signInAdmin,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';
import { fromLocalInput } from './schedule';

backOfficeTestFile();

const banner: AdminBanner = {
  id: 4,
  title: { uz: 'Yangi kurs', ru: 'Новый курс', en: 'New course' },
  image_url: '/images/course.png',
  link_url: '/video-courses',
  starts_at: null,
  ends_at: null,
  position: 1,
  active: true,
};

function server() {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/banner': () => page([banner]),
    'POST /admin/banner': () => ({ status: 201, body: { result: banner } }),
    'PATCH /admin/banner/4': () => ({ status: 200, body: { result: banner } }),
    'DELETE /admin/banner/4': () => ({ status: 200, body: { result: { message: 'ok' } } }),
  });
}

async function rowOf(selector: string) {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    expect(found).toBeTruthy();
    return found!;
  }, WAIT);
}

describe('/admin/banners', { timeout: 60_000 }, () => {
  it('a new banner needs its title in uz, ru and en; then it is sent with its window and order', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/banners');
    await rowOf('[data-banner="4"]');
    await userEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title (Uzbek)'), 'Aksiya');
    await userEvent.type(
      within(dialog).getByLabelText('Image address (a path starting with / or an http(s) address)'),
      '/images/sale.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/title\.ru: 1 to 200 characters/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Title (Russian)'), 'Акция');
    await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'Sale');
    await userEvent.type(within(dialog).getByLabelText('Starts'), '2026-12-01T09:00');
    const order = within(dialog).getByLabelText('Order');
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        title: { uz: 'Aksiya', ru: 'Акция', en: 'Sale' },
        image_url: '/images/sale.png',
        link_url: null,
        starts_at: fromLocalInput('2026-12-01T09:00'),
        ends_at: null,
        position: 3,
      }),
    );
  });

  it('an edit sends only the changed link; a delete goes only after its confirmation', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/banners');
    const row = await rowOf('[data-banner="4"]');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByLabelText(
      'Link (a path starting with / or an http(s) address)',
    );
    await userEvent.clear(link);
    await userEvent.type(link, '/upgrade-plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        link_url: '/upgrade-plan',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('The banner “New course” will be deleted for good.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/admin/banner/4')).toBe(
        true,
      ),
    );
  });

  it("a saved banner's image is uploaded with its progress; a refusal shows beside the file", async () => {
    const requests = server();
    const uploads = fakeUploads();
    signInAdmin();
    renderApp('/admin/banners');
    const row = await rowOf('[data-banner="4"]');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const box = dialog.querySelector<HTMLElement>('[data-banner-image="4"]')!;
    const input = within(box).getByLabelText('Upload an image (PNG, JPEG or WebP, up to 5 MB)');

    await userEvent.click(within(box).getByRole('button', { name: 'Upload the image' }));
    expect(within(box).getByRole('alert').textContent).toBe('Choose an image file');
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: BANNER_IMAGE_MAX_BYTES + 1 });
    await userEvent.upload(input, huge);
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the image' }));
    expect(within(box).getByRole('alert').textContent).toBe('The image must be at most 5 MB');
    expect(uploads).toHaveLength(0);

    await userEvent.upload(input, new File(['p'], 'sale.webp', { type: 'image/webp' }));
    // The chosen file is previewed before it goes (where the browser can make a local address).
    if (typeof URL.createObjectURL === 'function')
      await waitFor(() =>
        expect(within(dialog).getByAltText('Image preview').getAttribute('src')).toMatch(/^blob:/),
      );
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the image' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.method).toBe('PUT');
    expect(uploads[0]!.url).toBe('/api/v1/admin/banner/4/image');
    expect((uploads[0]!.body?.get('image') as File).name).toBe('sale.webp');
    act(() => uploads[0]!.progress(0.3));
    expect(within(box).getByText('Uploading: 30%')).toBeTruthy();
    act(() =>
      uploads[0]!.answer(200, { result: { ...banner, image_url: '/api/v1/files/new-picture' } }),
    );
    expect(await within(box).findByText('Image uploaded and set on the banner')).toBeTruthy();
    const address = within(dialog).getByLabelText(
      'Image address (a path starting with / or an http(s) address)',
    ) as HTMLInputElement;
    expect(address.value).toBe('/api/v1/files/new-picture');
    await waitFor(() =>
      expect(within(dialog).getByAltText('Image preview').getAttribute('src')).toBe(
        '/api/v1/files/new-picture',
      ),
    );

    await userEvent.upload(input, new File(['g'], 'anim.gif', { type: 'image/png' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the image' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() =>
      uploads[1]!.answer(400, {
        message: 'A banner image must be a PNG, JPEG or WebP picture',
        fields: { image: 'banner.not_image' },
      }),
    );
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'A banner image must be a PNG, JPEG or WebP picture',
    );
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('a new banner takes an image address; its file is uploaded once it is saved', async () => {
    server();
    signInAdmin();
    renderApp('/admin/banners');
    await rowOf('[data-banner="4"]');
    await userEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('An image file can be uploaded from Edit once the banner is saved.'),
    ).toBeTruthy();
    expect(dialog.querySelector('[data-banner-image]')).toBeNull();
  });
});
