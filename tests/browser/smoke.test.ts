// Proves the browser suite runs in real Chromium with the bundling plugin.
import { expect } from 'chai';

describe('browser suite', () => {
  it('runs in Chromium with custom elements and shadow DOM', () => {
    expect(navigator.userAgent).to.contain('Chrome');
    class X extends HTMLElement {}
    customElements.define('savdo-smoke-x', X);
    const el = document.createElement('savdo-smoke-x');
    el.attachShadow({ mode: 'open' }).innerHTML = '<p>hi</p>';
    expect(el.shadowRoot?.querySelector('p')?.textContent).to.equal('hi');
  });
});
