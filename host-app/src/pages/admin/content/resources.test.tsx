// The resources section of the back office (/admin/resources): a new resource checked with the
// contract and sent whole, an edit that names only the changed language, a PDF attached with
// PUT and a progress bar, and a video resource's file uploaded the same way, its state shown.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../../../tests/kit/auth-test-helpers';
import { fakeUploads } from '../../../../../tests/kit/fake-upload';
import { renderApp } from '../../../../../tests/kit/render-app';
import { makeResource } from '../../../../../tests/kit/resources';
import {
  WAIT,
  me,
  page,
  signInAdmin,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';

backOfficeTestFile();

const guide = makeResource({
  id: 3,
  kind: 'pdf',
  title: 'Risk guide',
  category_name: 'risk',
  price: 20_000,
  is_free: false,
  file_name: null,
  translations: { en: { title: 'Risk guide', description: 'One page' } },
});

const clip = makeResource({
  id: 5,
  kind: 'video',
  title: 'Risk talk',
  category_name: 'risk',
  price: 30_000,
  is_free: false,
  file_name: null,
  playback_url: null,
  video_url: 'https://example.com/watch?v=1',
  translations: { en: { title: 'Risk talk', description: 'A talk' } },
});

function server() {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/resources': () => page([guide, clip]),
    'POST /admin/resources': () => ({ status: 201, body: { result: guide } }),
    'PATCH /admin/resources/3': () => ({ status: 200, body: { result: guide } }),
  });
}

async function row() {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-resource="3"]');
    expect(found).toBeTruthy();
    return found!;
  }, WAIT);
}

describe('/admin/resources', { timeout: 60_000 }, () => {
  it('a new resource is checked with AdminResourceBodySchema first, then sent whole', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/resources');
    await row();
    await userEvent.click(screen.getByRole('button', { name: 'New resource' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText('Category (Latin letters, digits and dashes)'),
      'Risk Rules',
    );
    await userEvent.type(within(dialog).getByLabelText('Title (Uzbek)'), 'Risk qoidalari');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'category_name must be 2 to 40 lowercase letters, digits and dashes',
      ),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    const category = within(dialog).getByLabelText('Category (Latin letters, digits and dashes)');
    await userEvent.clear(category);
    await userEvent.type(category, 'risk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        kind: 'pdf',
        category_name: 'risk',
        texts: { uz: { title: 'Risk qoidalari', description: '' } },
        price: 0,
        is_featured: false,
        video_url: null,
        image_url: null,
      }),
    );
  });

  it('an edit sends only the changed fields and only the changed language', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/resources');
    await userEvent.click(within(await row()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Featured'));
    await userEvent.type(within(dialog).getByLabelText('Title (Russian)'), 'Гид по риску');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        texts: { ru: { title: 'Гид по риску', description: '' } },
        is_featured: true,
      }),
    );
  });

  it("a PDF is attached with PUT and a progress bar; the server's refusal is shown", async () => {
    server();
    const uploads = fakeUploads();
    signInAdmin();
    renderApp('/admin/resources');
    await userEvent.click(within(await row()).getByRole('button', { name: 'Attach the file' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Choose a PDF file')).toBeTruthy();
    await userEvent.upload(
      within(dialog).getByLabelText('PDF file'),
      new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.method).toBe('PUT');
    expect(uploads[0]!.url).toBe('/api/v1/admin/resources/3/file');
    expect((uploads[0]!.body?.get('file') as File).name).toBe('guide.pdf');
    act(() => uploads[0]!.progress(0.3));
    expect(within(dialog).getByText('Uploading: 30%')).toBeTruthy();
    act(() => uploads[0]!.answer(400, { message: 'This file is not a PDF' }));
    expect(await within(dialog).findByText('This file is not a PDF')).toBeTruthy();
  });

  it('a video resource shows whether it has a file; its video is uploaded with PUT and a progress bar', async () => {
    server();
    const uploads = fakeUploads();
    signInAdmin();
    renderApp('/admin/resources');
    const videoRow = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-resource="5"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    expect(within(videoRow).getByText('No video file')).toBeTruthy();
    expect(within(await row()).queryByRole('button', { name: 'Upload the video' })).toBeNull();

    await userEvent.click(within(videoRow).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByText('No video file')).toBeTruthy();
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(videoRow).getByRole('button', { name: 'Upload the video' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Choose a video file')).toBeTruthy();
    await userEvent.upload(
      within(dialog).getByLabelText('Video file (.webm or .mp4)'),
      new File(['v'], 'talk.mp4', { type: 'video/mp4' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.method).toBe('PUT');
    expect(uploads[0]!.url).toBe('/api/v1/admin/resources/5/video');
    expect((uploads[0]!.body?.get('file') as File).name).toBe('talk.mp4');
    act(() => uploads[0]!.progress(0.6));
    expect(within(dialog).getByText('Uploading: 60%')).toBeTruthy();
    act(() =>
      uploads[0]!.answer(200, {
        result: { ...clip, playback_url: '/api/v1/resource/5/playback' },
      }),
    );
    expect(await within(dialog).findByText('Video uploaded')).toBeTruthy();
  });

  it('a video the server refuses shows its message', async () => {
    server();
    const uploads = fakeUploads();
    signInAdmin();
    renderApp('/admin/resources');
    const videoRow = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-resource="5"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    await userEvent.click(within(videoRow).getByRole('button', { name: 'Upload the video' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByLabelText('Video file (.webm or .mp4)'),
      new File(['x'], 'notes.mp4', { type: 'video/mp4' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]!.answer(400, {
        message: 'Only WebM and MP4 videos can be uploaded',
        fields: { file: 'video.not_video' },
      }),
    );
    expect(
      await within(dialog).findByText('Only WebM and MP4 videos can be uploaded'),
    ).toBeTruthy();
  });
});
