// Confirmation before anything an admin cannot take back in one click (a refund, signing a user
// out everywhere, a balance change): the dialog names what will happen, may ask for fields (a
// reason, an amount), checks them with the contract schema the server enforces (formErrors), and
// shows the server's refusal beside the field it names, or above the buttons.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TSchema } from 'typebox';
import { formErrors } from '@savdo/contract/readable-errors';
import { apiErrorMessage } from '@savdo/core';
import { Button, Modal, Stack, TextField, token, useT } from '@savdo/ui';
import { adminStrings } from '../strings';

export interface DialogField {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'number';
}

export interface ActionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  fields?: readonly DialogField[];
  /** The fields' texts when the dialog opens (an edit starts from the record's values). */
  initial?: Readonly<Record<string, string>>;
  /** The request body's schema; the fields' values are checked against it before sending. */
  schema?: TSchema;
  /** Builds the request body from the fields' texts (numbers parsed here). */
  body?: (values: Record<string, string>) => Record<string, unknown>;
  onConfirm: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

/** The server's refusal for one field, when its message names it first ("reason must ..."). */
function fieldOf(message: string, fields: readonly DialogField[]): string | null {
  return fields.find((field) => message.startsWith(`${field.name} `))?.name ?? null;
}

export function ActionDialog(props: ActionDialogProps) {
  const t = useT(adminStrings);
  const fields = props.fields ?? [];
  const [values, setValues] = useState<Record<string, string>>({ ...props.initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues({ ...props.initial });
    setErrors({});
    setFailure(null);
    props.onClose();
  };

  const confirm = async () => {
    const body = props.body ? props.body(values) : { ...values };
    const found = props.schema ? formErrors(props.schema, body) : {};
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await props.onConfirm(body);
      close();
    } catch (error) {
      const message = apiErrorMessage(error, t('common.failed'));
      const field = fieldOf(message, fields);
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onClose={close}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant={props.danger ? 'danger' : 'primary'} onClick={confirm} disabled={busy}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            type={field.type ?? 'text'}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        ))}
        {failure || errors[''] ? <Failure role="alert">{failure ?? errors['']}</Failure> : null}
      </Stack>
    </Modal>
  );
}
