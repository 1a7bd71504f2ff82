// adminUpload: a multipart POST with progress that speaks as the API client does (token,
// language, error shape) and has the cached admin answers read again afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminUpload,
  configureCore,
  installSessionCredentials,
  login,
  apiErrorMessage,
} from '@savdo/core';
import { fakeUploads } from '../../../../tests/kit/fake-upload';
import { apiUser, resetSessionCore, token } from '../../../../tests/kit/session-test-helpers';

beforeEach(async () => {
  await resetSessionCore();
  configureCore({ mode: 'app', apiBase: 'https://api.test' });
  installSessionCredentials();
});
afterEach(() => {
  configureCore({ apiBase: '' });
  vi.unstubAllGlobals();
});

describe('adminUpload', () => {
  it('sends the form with the bearer token to /api/v1 and reports progress up to 1', async () => {
    login({ access_token: token(), user: apiUser({ role: 'admin' }) });
    const uploads = fakeUploads();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'lesson.mp4');
    const seen: number[] = [];
    const done = adminUpload<{ id: number }>('/admin/courses/lessons/4/video', form, (f) =>
      seen.push(f),
    );
    const upload = uploads[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('https://api.test/api/v1/admin/courses/lessons/4/video');
    expect(upload.headers.authorization).toBe(`Bearer ${token()}`);
    expect(upload.body?.get('file')).toBeInstanceOf(Blob);
    upload.answer(200, { result: { id: 4 } }, [0.25, 0.5]);
    await expect(done).resolves.toEqual({ id: 4 });
    expect(seen).toEqual([0.25, 0.5, 1]);
  });

  it("a refusal rejects with the server's message, as the API client's errors do", async () => {
    const uploads = fakeUploads();
    const done = adminUpload('/admin/courses/lessons/4/video', new FormData());
    uploads[0]!.answer(400, { message: 'Choose a video file' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(apiErrorMessage(error, 'fallback')).toBe('Choose a video file');
  });

  it('a route that replaces a file is sent with PUT', async () => {
    const uploads = fakeUploads();
    const done = adminUpload('/admin/resources/3/file', new FormData(), undefined, 'PUT');
    expect(uploads[0]!.method).toBe('PUT');
    uploads[0]!.answer(200, { result: { id: 3 } });
    await expect(done).resolves.toEqual({ id: 3 });
  });
});
