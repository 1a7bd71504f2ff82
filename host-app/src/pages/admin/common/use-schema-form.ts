// The save loop every back-office form shares: the body is checked with the contract schema the
// server enforces before it is sent, the errors show from the first save on (they are worked out
// when the operator saves, not while typing), and the server's refusal goes beside the field it
// names or above the buttons (docs/decisions/0299-back-office-content-forms-and-uploads.md).
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { TSchema } from 'typebox';
import { formErrors } from '@savdo/contract/readable-errors';
import { useT } from '@savdo/ui';
import { adminStrings } from '../strings';
import { refusalOf } from './refusal';

export interface SchemaFormOptions<D, B> {
  /** The form's values when it opens, and again after `reset`. */
  initial: () => D;
  /** The request body's schema; without one the body goes unchecked. */
  schema?: TSchema;
  /** The request body from the values (an edit: only what changed). */
  body: (draft: D) => B;
  /** The fields the form shows an error beside; a refusal naming another goes above the buttons. */
  fields: readonly string[];
  send: (body: B) => Promise<unknown>;
  /** After the server took the body (a dialog closes here). */
  onSent?: () => void;
}

export interface SchemaForm<D> {
  draft: D;
  set: (patch: Partial<D>) => void;
  /** Per field ('' for the whole body), from the last save. */
  errors: Record<string, string>;
  /** For a check of the form's own (a file sent before the body). */
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
  /** The refusal no field of the form names. */
  failure: string | null;
  busy: boolean;
  /** The last save went through. */
  sent: boolean;
  submit: (event?: { preventDefault: () => void }) => Promise<void>;
  reset: () => void;
}

export function useSchemaForm<D extends object, B>(
  options: SchemaFormOptions<D, B>,
): SchemaForm<D> {
  const t = useT(adminStrings);
  const [draft, setDraft] = useState<D>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // `busy` is not seen before the next render; a second click in between must not send twice.
  const sending = useRef(false);

  const submit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (sending.current) return;
    const body = options.body(draft);
    const found = options.schema ? formErrors(options.schema, body) : {};
    setErrors(found);
    setFailure(null);
    setSent(false);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      await options.send(body);
      setSent(true);
      options.onSent?.();
    } catch (error) {
      const refusal = refusalOf(error, options.fields, t('common.failed'));
      setErrors(refusal.fields);
      setFailure(refusal.message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const reset = () => {
    setDraft(options.initial());
    setErrors({});
    setFailure(null);
    setSent(false);
  };

  const set = (patch: Partial<D>) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, set, errors, setErrors, failure, busy, sent, submit, reset };
}
