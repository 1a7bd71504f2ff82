// Pieces of the entry form: a list of analysis points (add, edit, remove) and an image field
// with its preview (the chosen file's, or the stored image's until it is replaced or removed).
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FileButton, token, useT } from '@savdo/ui';
import { imageError } from './entry-form-state';
import { tradingJournalStrings } from './strings';

const Fieldset = styled.fieldset`
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-2')} ${token('space-3')};
  margin: 0;
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
  legend {
    font-size: ${token('font-size-sm')};
    font-weight: 600;
  }
  .point {
    display: flex;
    gap: ${token('space-2')};
  }
  input[type='text'] {
    flex: 1;
    min-width: 0;
    padding: ${token('space-1')} ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-bg')};
    color: ${token('color-text')};
    font: inherit;
  }
  .error {
    color: ${token('color-danger')};
    font-size: ${token('font-size-xs')};
  }
  img {
    display: block;
    max-width: 100%;
    max-height: 140px;
    border-radius: ${token('radius-sm')};
  }
`;

export function PointsEditor({
  legend,
  items,
  onChange,
  error,
  name,
}: {
  legend: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
  name: string;
}) {
  const t = useT(tradingJournalStrings);
  const errorId = useId();
  return (
    <Fieldset data-field={name} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {items.map((item, i) => (
        <div className="point" key={i}>
          <input
            type="text"
            value={item}
            maxLength={500}
            aria-label={t('form.pointLabel', { n: i + 1 })}
            onChange={(e) => onChange(items.map((old, j) => (j === i ? e.target.value : old)))}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('form.removePoint')}
            onClick={() => onChange(items.length > 1 ? items.filter((_, j) => j !== i) : [''])}
          >
            ×
          </Button>
        </div>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={items.length >= 20}
          onClick={() => onChange([...items, ''])}
        >
          {t('form.addPoint')}
        </Button>
      </div>
      {error ? (
        <div className="error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </Fieldset>
  );
}

export function ImageField({
  label,
  name,
  file,
  storedUrl,
  onChange,
  error,
}: {
  label: string;
  name: string;
  /** A new file; null when the stored image is removed; undefined keeps the stored one. */
  file: File | null | undefined;
  storedUrl: string | null;
  onChange: (file: File | null | undefined) => void;
  error?: string;
}) {
  const t = useT(tradingJournalStrings);
  const inputId = useId();
  const errorId = useId();
  // A data: URL, not a blob: one: the product's CSP allows data: images and not blob:.
  const [preview, setPreview] = useState<string | null>(null);
  // A file the form refuses as an image gets no preview: it would show as a broken image next to
  // the error (docs/product.md, "The trading journal": images only).
  const refused = file ? imageError(file) === 'imageType' : false;
  useEffect(() => {
    setPreview(null);
    if (!file || imageError(file) === 'imageType') return undefined;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const shown = refused ? null : (preview ?? (file === null ? null : storedUrl));
  return (
    <Fieldset data-field={name}>
      <legend>{label}</legend>
      {shown ? <img src={shown} alt={label} data-preview={name} /> : null}
      <FileButton
        id={inputId}
        name={name}
        size="sm"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label={`${label}: ${t('form.chooseImage')}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // The preview (or the stored image) stands for the file; a refused one is named.
        fileName={file ? file.name : shown ? false : null}
        onChange={(e) => onChange(e.target.files?.[0] ?? undefined)}
      >
        {t('form.chooseImage')}
      </FileButton>
      {shown || refused ? (
        <div>
          <Button
            size="sm"
            variant="ghost"
            // A refused file is dropped alone: the stored image, if any, stays.
            onClick={() => onChange(storedUrl && !refused ? null : undefined)}
          >
            {t('form.removeImage')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <div className="error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </Fieldset>
  );
}
