// The journal form's image field: a chosen image shows its preview; a file refused as not an
// image (docs/product.md, "The trading journal": images only) shows none, not a broken image.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImageField } from './entry-form-parts';
import { resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(() => resetAll('en'));

function Field({ storedUrl = null }: { storedUrl?: string | null }) {
  const [file, setFile] = useState<File | null | undefined>(undefined);
  return (
    <ImageField
      label="15 minutes"
      name="image_15min"
      file={file}
      storedUrl={storedUrl}
      onChange={setFile}
      error={file && file.type === 'application/pdf' ? 'Images only' : undefined}
    />
  );
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const preview = () => document.querySelector('[data-preview="image_15min"]');

describe('journal image field', () => {
  it('previews a chosen image', async () => {
    render(<Field />);
    choose(new File(['png'], 'chart.png', { type: 'image/png' }));
    await waitFor(() => expect(preview()?.getAttribute('src')).toMatch(/^data:image\/png/));
  });

  it('shows no preview for a refused non-image, nor the stored image behind it; Remove drops it', async () => {
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    render(<Field storedUrl="/uploads/old.png" />);
    expect(preview()?.getAttribute('src')).toBe('/uploads/old.png');
    choose(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Images only');
    expect(preview()).toBeNull();
    expect(read).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(preview()?.getAttribute('src')).toBe('/uploads/old.png');
    read.mockRestore();
  });
});
