// ui overlays: Modal (dismissible and forced) and the Toaster with every toast type.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { clearToasts, toast } from '@savdo/core';
import { Button, Modal, TextField, Toaster } from '@savdo/ui';

const meta: Meta<typeof Modal> = {
  title: 'ui/Overlays',
  component: Modal,
};
export default meta;

type Story = StoryObj<typeof Modal>;

function ModalDemo({ dismissible }: { dismissible: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        dismissible={dismissible}
        title="Xavfsizlik uchun parol o'rnating"
        description="Google orqali kirganingiz uchun hisobingizni himoya qilish maqsadida parol o'rnatishingiz zarur."
        footer={<Button onClick={() => setOpen(false)}>Parolni o&apos;rnatish</Button>}
      >
        <div style={{ display: 'grid', gap: 12 }}>
          <TextField label="Parol" type="password" name="password" />
          <TextField label="Parolni tasdiqlang" type="password" name="confirmPassword" />
        </div>
      </Modal>
    </>
  );
}

export const DismissibleModal: Story = {
  render: () => <ModalDemo dismissible />,
};

export const ForcedModal: Story = {
  render: () => <ModalDemo dismissible={false} />,
};

function ToastDemo() {
  useEffect(() => {
    toast.success("Parol muvaffaqiyatli o'rnatildi");
    toast.error('Session expired, please login again');
    toast.loading('Saving…');
    return () => clearToasts();
  }, []);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button variant="secondary" onClick={() => toast.success('Saved')}>
        success
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Heads up')}>
        info
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('Careful')}>
        warning
      </Button>
      <Button variant="secondary" onClick={() => toast.error('Xatolik yuz berdi')}>
        error
      </Button>
      <Button variant="secondary" onClick={() => toast.loading('Loading…')}>
        loading
      </Button>
      <Toaster />
    </div>
  );
}

export const Toasts: Story = { render: () => <ToastDemo /> };
