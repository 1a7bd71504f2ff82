// The styled runtime compiles a template without prop functions once (styled.ts, `Layer`): every
// later render, of the same instance or another, reuses its class; a template that reads props
// is compiled for each render's props, and one with keyframes for each style root.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import styled, { StyleSheetManager, css, keyframes } from './index';

afterEach(cleanup);

/**
 * CSS text in an array that counts how often the runtime writes it out (an array is written
 * with `map`): the number of times its template was compiled.
 */
function counted(text: string) {
  const writes = { count: 0 };
  const value = new Proxy([text], {
    get(target, key, receiver) {
      if (key === 'map') writes.count += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { value: value as unknown as string, writes };
}

describe('styled runtime: compiled once where the props cannot change the CSS', () => {
  it('a template of plain values and css fragments: one compile for every instance and render', () => {
    const accent = css`
      color: var(--savdo-color-accent);
    `;
    const padding = counted('padding: 2px 4px;');
    const Tag = styled.span`
      ${padding.value}
      ${accent}
    `;
    const { rerender, container } = render(
      <>
        <Tag>a</Tag>
        <Tag title="b">b</Tag>
      </>,
    );
    rerender(
      <>
        <Tag>c</Tag>
        <Tag title="d">d</Tag>
      </>,
    );
    expect(padding.writes.count).toBe(1);
    const [first, second] = container.querySelectorAll('span');
    expect(first!.className).toBe(second!.className);
    expect(getComputedStyle(first!).paddingTop).toBe('2px');
  });

  it('a template that reads props: compiled for each render, each props its class', () => {
    const height = counted('height: 4px;');
    const Bar = styled.div<{ $wide?: boolean }>`
      ${height.value}
      width: ${(p) => (p.$wide ? '200px' : '20px')};
    `;
    const { container, rerender } = render(<Bar />);
    const narrow = container.firstElementChild!.className;
    rerender(<Bar $wide />);
    expect(container.firstElementChild!.className).not.toBe(narrow);
    expect(height.writes.count).toBe(2);
  });

  it('a template with keyframes: its rules reach every style root it renders in', () => {
    const spin = keyframes`
      to { transform: rotate(360deg); }
    `;
    const Spinner = styled.i`
      animation: ${spin} 1s linear infinite;
    `;
    render(<Spinner />);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <StyleSheetManager target={shadow}>
        <Spinner />
      </StyleSheetManager>,
      { container: mount },
    );
    // A constructed sheet where the DOM has them, else a <style> of the shadow root's own.
    const sheets = [
      ...(Array.isArray(shadow.adoptedStyleSheets) ? shadow.adoptedStyleSheets : []),
      ...[...shadow.querySelectorAll('style')].map((style) => style.sheet),
    ];
    const inShadow = sheets
      .flatMap((sheet) => (sheet ? [...sheet.cssRules].map((rule) => rule.cssText) : []))
      .join('');
    expect(inShadow).toMatch(/@keyframes/);
    host.remove();
  });
});
