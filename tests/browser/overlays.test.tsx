// Modal and Toaster inside a widget stay inside its shadow root (styled, not leaking to
// document.body), with the dialog keyboard contract and the toasts' numbers (how many at once, how
// long each stays).
import { expect } from 'chai';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { clearToasts, toast } from '@savdo/core';
import { Button, Modal, SavdoRoot, TextField, defineWidget, themes } from '@savdo/ui';
import {
  cleanup,
  has,
  mount,
  q,
  settle,
  shadowOf,
  uniqueTag,
  until,
} from '../kit/widget-test-utils';

interface DialogDemoProps {
  dismissible?: boolean;
}

function DialogDemo({ dismissible = true }: DialogDemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button data-test="open" onClick={() => setOpen(true)}>
        Open
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Dialog title"
        dismissible={dismissible}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <TextField label="Name" name="name" />
      </Modal>
    </div>
  );
}

const dialogManifest = {
  description: 'A dialog demo.',
  attributes: { dismissible: { type: 'boolean', default: true, description: 'Can be closed.' } },
} as const;

function press(target: Element, key: string, shiftKey = false): void {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }),
  );
}

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('Modal inside a widget', () => {
  const boxes: HTMLElement[] = [];
  afterEach(() => cleanup(boxes));

  async function openDialog(attrs = 'dismissible') {
    const tag = uniqueTag('dialog');
    defineWidget({ ...dialogManifest, tagName: tag }, DialogDemo);
    const el = mount(`<${tag} ${attrs} theme="light" lang="en"></${tag}>`, boxes);
    await settle();
    q(el, '[data-test="open"]')?.click();
    await settle();
    return el;
  }

  it('portals into the widget own shadow root, never into document.body', async () => {
    const el = await openDialog();
    const dialog = q(el, '[role="dialog"]');
    expect(has(dialog), 'dialog in shadow root').to.equal(true);
    expect(has(document.querySelector('[role="dialog"]'))).to.equal(false);
    expect(has(document.body.querySelector('[data-savdo-modal-backdrop]'))).to.equal(false);
    expect(dialog?.getAttribute('aria-modal')).to.equal('true');
    const title = shadowOf(el).getElementById(dialog!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).to.equal('Dialog title');
  });

  it('is styled by the widget theme there', async () => {
    const el = await openDialog();
    const dialog = q(el, '[role="dialog"]')!;
    expect(getComputedStyle(dialog).backgroundColor).to.equal(
      hexToRgb(themes.light['color-surface-raised']),
    );
    expect(getComputedStyle(dialog).position).to.equal('relative');
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const el = await openDialog();
    const root = shadowOf(el);
    const dialog = q(el, '[role="dialog"]')!;
    expect(root.activeElement?.getAttribute('name')).to.equal('name');
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>('input, button'));
    focusables[focusables.length - 1]!.focus();
    press(root.activeElement!, 'Tab');
    expect(root.activeElement === focusables[0], 'focused element').to.equal(true);
    press(root.activeElement!, 'Tab', true);
    expect(root.activeElement === focusables[focusables.length - 1], 'focused element').to.equal(
      true,
    );
  });

  it('Escape, the backdrop and the close button close a dismissible dialog', async () => {
    const el = await openDialog();
    press(q(el, 'input')!, 'Escape');
    await settle();
    expect(has(q(el, '[role="dialog"]'))).to.equal(false);

    q(el, '[data-test="open"]')?.click();
    await settle();
    const backdrop = q(el, '[data-savdo-modal-backdrop]')!;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    await settle();
    expect(has(q(el, '[role="dialog"]'))).to.equal(false);

    q(el, '[data-test="open"]')?.click();
    await settle();
    q<HTMLButtonElement>(el, 'button[aria-label="Close"]')?.click();
    await settle();
    expect(has(q(el, '[role="dialog"]'))).to.equal(false);
  });

  it('returns focus to the opener when it closes', async () => {
    const tag = uniqueTag('dialog-focus');
    defineWidget({ ...dialogManifest, tagName: tag }, DialogDemo);
    const el = mount(`<${tag}></${tag}>`, boxes);
    await settle();
    const opener = q(el, '[data-test="open"]')!;
    opener.focus();
    opener.click();
    await settle();
    expect(shadowOf(el).activeElement?.getAttribute('name')).to.equal('name');
    press(q(el, 'input')!, 'Escape');
    await settle();
    expect(shadowOf(el).activeElement === opener, 'focus back on the opener').to.equal(true);
  });

  it('dismissible=false: no close button, Escape and backdrop do nothing', async () => {
    const el = await openDialog('dismissible="false"');
    expect(has(q(el, 'button[aria-label="Close"]'))).to.equal(false);
    press(q(el, 'input')!, 'Escape');
    await settle();
    expect(has(q(el, '[role="dialog"]'))).to.equal(true);
    q(el, '[data-savdo-modal-backdrop]')!.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, composed: true }),
    );
    await settle();
    expect(has(q(el, '[role="dialog"]'))).to.equal(true);
    // Its own action still closes it.
    Array.from(shadowOf(el).querySelectorAll('button'))
      .find((b) => b.textContent === 'Done')
      ?.click();
    await settle();
    expect(has(q(el, '[role="dialog"]'))).to.equal(false);
  });

  it('outside a widget it portals into document.body with the theme tokens', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    boxes.push(host);
    const root = createRoot(host);
    root.render(
      <SavdoRoot theme="dark">
        <Modal open title="Plain page">
          <p>body</p>
        </Modal>
      </SavdoRoot>,
    );
    await settle();
    const dialog = document.body.querySelector<HTMLElement>(
      ':scope > [data-savdo-portal] [role="dialog"]',
    );
    expect(has(dialog)).to.equal(true);
    expect(getComputedStyle(dialog!).backgroundColor).to.equal(
      hexToRgb(themes.dark['color-surface-raised']),
    );
    root.unmount();
    await settle();
    expect(has(document.body.querySelector('[role="dialog"]'))).to.equal(false);
  });
});

describe('Toaster inside a widget', () => {
  const boxes: HTMLElement[] = [];
  afterEach(() => {
    cleanup(boxes);
    clearToasts();
  });

  function Empty() {
    return <p>widget</p>;
  }

  /** A toast's code arrives with the first toast (ui/src/toaster/toaster.tsx). */
  async function toastShown(el: Element) {
    await until(() => has(q(el, 'li')), 'a toast');
    await settle();
  }

  async function toasterWidget() {
    const tag = uniqueTag('toaster');
    defineWidget({ tagName: tag, description: 'Empty.', toaster: true }, Empty);
    const el = mount(`<${tag} lang="en"></${tag}>`, boxes);
    await settle();
    return el;
  }

  it('renders core toasts in the shadow root, in a polite live region', async () => {
    const el = await toasterWidget();
    // The live region is there before the first toast (a screen reader announces additions to
    // a region it knows); the toasts' own code arrives with the first toast.
    const list = q(el, '[aria-live]');
    expect(list?.getAttribute('aria-live')).to.equal('polite');
    toast.success('Saved');
    await until(() => (list?.textContent ?? '').includes('Saved'), 'the toast');
    expect(document.body.textContent).to.not.contain('Saved');
  });

  it('is 356 px wide with 14 px between toasts, at most 3 visible', async () => {
    const el = await toasterWidget();
    for (const msg of ['one', 'two', 'three', 'four']) toast.info(msg);
    await toastShown(el);
    const items = Array.from(shadowOf(el).querySelectorAll('li'));
    expect(items).to.have.length(3);
    const region = q(el, '[part="toaster"]')!;
    expect(region.getBoundingClientRect().width).to.equal(356);
    const [a, b] = items.map((i) => i.getBoundingClientRect());
    // Newest first in the list, shown at the bottom: the gap is between neighbours.
    expect(Math.round(Math.abs(a!.top - b!.bottom))).to.equal(14);
  });

  it('shows each toast type (success, info, warning, error, loading)', async () => {
    const el = await toasterWidget();
    toast.success('s');
    toast.error('e');
    toast.loading('l');
    await toastShown(el);
    const types = Array.from(shadowOf(el).querySelectorAll('li')).map((li) =>
      li.getAttribute('data-toast-type'),
    );
    expect(types).to.deep.equal(['loading', 'error', 'success']);
    clearToasts();
    toast.warning('w');
    toast.info('i');
    await settle();
    const more = Array.from(shadowOf(el).querySelectorAll('li')).map((li) =>
      li.getAttribute('data-toast-type'),
    );
    expect(more).to.deep.equal(['info', 'warning']);
  });

  function swipe(li: Element, dx: number): void {
    const at = (type: string, x: number) =>
      li.dispatchEvent(
        new PointerEvent(type, { clientX: x, clientY: 10, button: 0, bubbles: true, pointerId: 7 }),
      );
    at('pointerdown', 100);
    at('pointermove', 100 + dx);
    at('pointerup', 100 + dx);
  }

  it('a swipe shorter than 45 px keeps the toast', async () => {
    const el = await toasterWidget();
    toast.info('stay');
    await toastShown(el);
    swipe(q(el, 'li')!, 44);
    await settle();
    expect(q(el, 'li')?.textContent).to.contain('stay');
  });

  it('a swipe of 45 px or more dismisses the toast', async () => {
    const el = await toasterWidget();
    toast.info('go');
    await toastShown(el);
    swipe(q(el, 'li')!, 45);
    await settle();
    expect(has(q(el, 'li'))).to.equal(false);
  });

  it('the dismiss button closes a toast', async () => {
    const el = await toasterWidget();
    toast.error('bad');
    await toastShown(el);
    q<HTMLButtonElement>(el, 'button[aria-label="Dismiss notification"]')?.click();
    await settle();
    expect(has(q(el, 'li'))).to.equal(false);
  });
});
