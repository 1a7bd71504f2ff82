// The instructions section of the back office (/admin/instructions): the how-tos by page; an
// edit sends only what changed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInstruction } from '@savdo/contract';
import { fakeApi } from '../../../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../../../tests/kit/render-app';
import {
  WAIT,
  me,
  page,
  signInAdmin,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';

backOfficeTestFile();

const howTo: AdminInstruction = {
  id: 8,
  location: 'signals',
  title: { uz: 'Signallar', ru: 'Сигналы', en: 'Signals' },
  body: { uz: 'Matn', ru: 'Текст', en: 'Text' },
  video_url: null,
  position: 0,
};

function server() {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/instruction': () => page([howTo]),
    'PATCH /admin/instruction/8': () => ({ status: 200, body: { result: howTo } }),
  });
}

async function rowOf(selector: string) {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    expect(found).toBeTruthy();
    return found!;
  }, WAIT);
}

describe('/admin/instructions', { timeout: 60_000 }, () => {
  it('lists by page; an edit of the page and the English text sends only those', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/instructions');
    const row = await rowOf('[data-instruction="8"]');
    expect(within(row).getByText('Trading signals')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Page'), 'help');
    const text = within(dialog).getByLabelText('Text (English)');
    await userEvent.clear(text);
    await userEvent.type(text, 'Read the signal card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        location: 'help',
        body: { uz: 'Matn', ru: 'Текст', en: 'Read the signal card' },
      }),
    );
  });
});
