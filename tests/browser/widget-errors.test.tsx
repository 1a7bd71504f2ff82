// The error boundary of defineWidget: a widget that throws shows an error state (never a blank
// hole), reports `savdo-error`, can retry, and leaves the page and other widgets working.
import { expect } from 'chai';
import { defineWidget } from '@savdo/ui';
import { cleanup, has, mount, q, settle, uniqueTag } from '../kit/widget-test-utils';

interface BombProps {
  boom?: boolean;
}

function Bomb({ boom }: BombProps) {
  if (boom) throw new Error('kaboom');
  return <p data-test="fine">fine</p>;
}

const bombManifest = {
  description: 'Throws on demand.',
  attributes: { boom: { type: 'boolean', description: 'Throw while rendering.' } },
} as const;

/** React logs caught render errors; keep the test output readable and count them. */
function muteConsoleError(): { restore: () => void; calls: unknown[][] } {
  const original = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => calls.push(args);
  return { calls, restore: () => (console.error = original) };
}

describe('defineWidget: error boundary', () => {
  const boxes: HTMLElement[] = [];
  afterEach(() => cleanup(boxes));

  it('a widget that throws shows an error state inside its shadow root, not a blank hole', async () => {
    const tag = uniqueTag('bomb');
    defineWidget({ ...bombManifest, tagName: tag }, Bomb);
    const mute = muteConsoleError();
    try {
      const el = mount(`<${tag} boom lang="en"></${tag}>`, boxes);
      await settle();
      const alert = q(el, '[role="alert"]');
      expect(has(alert), 'error state').to.equal(true);
      expect(alert?.textContent).to.contain('This widget failed to load');
      expect(q(el, 'button')?.textContent).to.equal('Try again');
      expect(el.getBoundingClientRect().height).to.be.greaterThan(40);
    } finally {
      mute.restore();
    }
    expect(mute.calls.length).to.be.greaterThan(0);
  });

  it('reports the failure as a savdo-error event with the message', async () => {
    const tag = uniqueTag('bomb-event');
    defineWidget({ ...bombManifest, tagName: tag }, Bomb);
    const errors: CustomEvent<{ message: string }>[] = [];
    const listener = (e: Event) => errors.push(e as CustomEvent<{ message: string }>);
    document.addEventListener('savdo-error', listener);
    const mute = muteConsoleError();
    try {
      mount(`<${tag} boom></${tag}>`, boxes);
      await settle();
    } finally {
      mute.restore();
      document.removeEventListener('savdo-error', listener);
    }
    expect(errors.length).to.be.greaterThan(0);
    expect(errors[0]?.detail.message).to.equal('kaboom');
  });

  it('try again renders the widget once the cause is gone', async () => {
    const tag = uniqueTag('bomb-retry');
    defineWidget({ ...bombManifest, tagName: tag }, Bomb);
    const mute = muteConsoleError();
    try {
      const el = mount(`<${tag} boom></${tag}>`, boxes);
      await settle();
      expect(has(q(el, '[data-test="fine"]'))).to.equal(false);
      el.removeAttribute('boom');
      await settle();
      q(el, 'button')?.click();
      await settle();
      expect(q(el, '[data-test="fine"]')?.textContent).to.equal('fine');
    } finally {
      mute.restore();
    }
  });

  it('a failing widget leaves the page and other widgets working', async () => {
    const tag = uniqueTag('bomb-neighbour');
    defineWidget({ ...bombManifest, tagName: tag }, Bomb);
    const mute = muteConsoleError();
    try {
      const box = mount(
        `<div><p id="page-text">page</p><${tag} boom></${tag}><${tag}></${tag}></div>`,
        boxes,
      );
      await settle();
      const [broken, healthy] = Array.from(box.querySelectorAll(tag));
      expect(has(q(broken!, '[role="alert"]'))).to.equal(true);
      expect(q(healthy!, '[data-test="fine"]')?.textContent).to.equal('fine');
      expect(box.querySelector('#page-text')?.textContent).to.equal('page');
    } finally {
      mute.restore();
    }
  });
});
