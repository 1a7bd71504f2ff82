// Confirmation before anything an admin cannot take back in one click (a refund, signing a user
// out everywhere, a balance change): the dialog names what will happen, may ask for fields (a
// reason, an amount), checks them with the contract schema the server enforces (formErrors), and
// shows the server's refusal beside the field it names, or above the buttons.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TSchema } from 'typebox';
import { Button, Modal, Stack, TextField, token, useT } from '@savdo/ui';
import { adminStrings } from '../strings';
import { useSchemaForm } from './use-schema-form';

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

export function ActionDialog(props: ActionDialogProps) {
  const t = useT(adminStrings);
  const fields = props.fields ?? [];
  const form = useSchemaForm({
    initial: (): Record<string, string> => ({ ...props.initial }),
    schema: props.schema,
    body: (values) => (props.body ? props.body(values) : { ...values }),
    fields: fields.map((field) => field.name),
    send: props.onConfirm,
    onSent: () => close(),
  });
  const { busy, errors, failure } = form;

  const close = () => {
    form.reset();
    props.onClose();
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
          <Button
            variant={props.danger ? 'danger' : 'primary'}
            onClick={() => void form.submit()}
            disabled={busy}
          >
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
            value={form.draft[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(event) => form.set({ [field.name]: event.target.value })}
          />
        ))}
        {failure || errors[''] ? <Failure role="alert">{failure ?? errors['']}</Failure> : null}
      </Stack>
    </Modal>
  );
}
