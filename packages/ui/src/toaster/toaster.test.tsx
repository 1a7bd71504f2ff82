// The Toaster's live region is there before any toast; a toast's own code arrives with the first
// toast, and if that download fails the message still shows (plain), the page keeps working.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { clearToasts, toast } from '@savdo/core';
import { Toaster } from '@savdo/ui';

vi.mock('./toast-item', () => {
  throw new Error('the chunk could not be fetched');
});

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('Toaster', () => {
  it('keeps the polite live region before the first toast', () => {
    render(<Toaster />);
    expect(document.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(document.querySelectorAll('li')).toHaveLength(0);
  });

  it("shows the message even when the toast's code cannot be fetched", async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Payment failed');
    });
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(document.querySelector('li[data-toast-type="error"]')).not.toBeNull();
  });
});
