// The embed build's styled-components stand-in (decision 0269): what our ui and widgets rely on.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import styled, { StyleSheetManager, createGlobalStyle, css, keyframes } from './index';
import { SHEET_SPAN, splitRules } from './sheets';
import { compileRules } from './compile';
import { css as gooberCss } from 'goober';
import { tokenDeclarations } from '../theme/tokens';

afterEach(cleanup);

/** Spacing taken out, so CSS text compares whatever the CSSOM's serialisation. */
const norm = (css: string) => css.replace(/\s*([{};:,])\s*/g, '$1').replace(/;}/g, '}');

/** The rules of the runtime's sheet in `root` (the document's head by default), as text. */
const sheetText = (root: ParentNode = document.head) =>
  norm(
    [...root.querySelectorAll<HTMLStyleElement>('style[data-savdo-styles]')]
      .flatMap((style) =>
        style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText) : [style.textContent],
      )
      .join(''),
  );

function inShadow(children: ReactNode, nonce?: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  render(
    <StyleSheetManager target={shadow} nonce={nonce}>
      {children}
    </StyleSheetManager>,
    { container: mount },
  );
  return shadow;
}

/** The runtime's <style> elements in the document's head, in document order. */
const documentStyles = () => [
  ...document.head.querySelectorAll<HTMLStyleElement>('style[data-savdo-styles]'),
];

/** Every rule of the document's sheets, in order. */
const documentRules = () => documentStyles().flatMap((style) => [...(style.sheet?.cssRules ?? [])]);

/** Enough definitions (never rendered) that the next component starts a range of its own. */
function defineARange() {
  for (let i = 0; i < SHEET_SPAN; i += 1) {
    void styled.s`
      margin: ${i}px;
    `;
  }
}

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

describe('styled runtime', () => {
  it('gives an element a class whose rules (nesting included) are in the sheet', () => {
    const Box = styled.div`
      color: rgb(1, 2, 3);
      /* a comment */
      &:hover {
        color: rgb(4, 5, 6);
      }
      @media (max-width: 480px) {
        padding: 2px;
      }
    `;
    const { container } = render(<Box data-x="1">hi</Box>);
    const box = container.firstElementChild as HTMLElement;
    const cls = box.className;
    expect(cls).toMatch(/^go\d+$/);
    expect(box.getAttribute('data-x')).toBe('1');
    const text = sheetText();
    expect(text).toContain(norm(`.${cls}{color:rgb(1, 2, 3);}`));
    expect(text).toContain(norm(`.${cls}:hover{color:rgb(4, 5, 6);}`));
    expect(text).toContain(norm(`@media (max-width: 480px){.${cls}{padding:2px;}}`));
  });

  it('prop functions and css fragments are evaluated with the props; $props never reach the DOM', () => {
    const accent = css<{ $on?: boolean }>`
      border-color: ${(p) => (p.$on ? 'red' : 'blue')};
    `;
    const Pill = styled.span<{ $on?: boolean }>`
      ${accent}
      ${(p) =>
        p.$on &&
        css`
          font-weight: 700;
        `}
    `;
    const { container } = render(
      <>
        <Pill $on>on</Pill>
        <Pill>off</Pill>
      </>,
    );
    const [on, off] = [...container.children] as HTMLElement[];
    expect(on!.className).not.toBe(off!.className);
    expect(on!.getAttribute('$on')).toBeNull();
    const text = sheetText();
    expect(text).toContain(norm(`.${on!.className}{border-color:red;font-weight:700;}`));
    expect(text).toContain(norm(`.${off!.className}{border-color:blue;}`));
  });

  it('rules follow the order components were defined, whatever rendered first (an override wins)', () => {
    const Anchor = styled.a`
      margin: 1px;
    `;
    // A plain component that styles its own element and takes a className, as ui's links do.
    const Link = ({ className }: { className?: string }) => <Anchor className={className} />;
    const BigLink = styled(Link)`
      margin: 9px;
    `;
    // The override renders first: its rules are written before its base's.
    render(<BigLink />);
    const text = sheetText();
    expect(text.indexOf('margin:1px')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('margin:1px')).toBeLessThan(text.indexOf('margin:9px'));
  });

  it('two components with the same CSS keep their own classes, so an override of the first still wins', () => {
    const Title = styled.h2`
      margin: 0;
    `;
    const HiddenTitle = styled(Title)`
      margin: -1px;
    `;
    const Twin = styled.h3`
      margin: 0;
    `;
    // The twin (same CSS as Title, defined after HiddenTitle) renders first.
    render(<Twin />);
    const { container } = render(<HiddenTitle />);
    const [titleClass, hiddenClass] = [...(container.firstElementChild as HTMLElement).classList];
    const text = sheetText();
    expect(text.indexOf(`.${titleClass}{`)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(`.${titleClass}{`)).toBeLessThan(text.indexOf(`.${hiddenClass}{`));
  });

  it('styled(Styled) folds into one element with both classes; `as` changes the element, not the styles', () => {
    const Panel = styled.section`
      padding: 3px;
    `;
    const Card = styled(Panel)`
      border: 1px solid;
    `;
    const { container } = render(<Card as="li">x</Card>);
    const li = container.firstElementChild as HTMLElement;
    expect(li.tagName).toBe('LI');
    expect(li.classList.length).toBe(2);
  });

  it('.attrs() sets props over the ones given (an element, an aria attribute), through folding', () => {
    const Stack = styled.div`
      display: flex;
    `;
    const List = styled(Stack).attrs({ as: 'ul' })`
      margin: 0;
    `;
    const Emblem = styled.span.attrs({ 'aria-hidden': true })`
      color: red;
    `;
    const { container } = render(
      <>
        <List />
        <Emblem aria-hidden={false} />
      </>,
    );
    const [list, emblem] = [...container.children] as HTMLElement[];
    expect(list!.tagName).toBe('UL');
    expect(list!.classList.length).toBe(2);
    expect(emblem!.getAttribute('aria-hidden')).toBe('true');
  });

  it('passes className and refs through; withConfig and the manager decide which props reach the DOM', () => {
    const Button = styled.button.withConfig({ shouldForwardProp: (p) => p !== 'tone' })`
      color: green;
    `;
    const ref = createRef<HTMLButtonElement>();
    const { container } = render(
      // @ts-expect-error tone is not a button attribute: filtered out here
      <Button ref={ref} className="mine" tone="x" type="button" />,
    );
    const button = container.firstElementChild as HTMLButtonElement;
    expect(ref.current).toBe(button);
    expect(button.classList.contains('mine')).toBe(true);
    expect(button.getAttribute('tone')).toBeNull();
    expect(button.getAttribute('type')).toBe('button');
  });

  it("a widget's styles and keyframes go into its own shadow root, with the page's CSP nonce", () => {
    const spin = keyframes`
      to { transform: rotate(360deg); }
    `;
    const Spinner = styled.i`
      animation: ${spin} 1s linear infinite;
    `;
    // Drawn in the page first: a template with keyframes is never kept compiled, so the shadow
    // root still gets the keyframes' rules of its own.
    render(<Spinner />);
    const before = sheetText();
    const shadow = inShadow(<Spinner />, 'n0nce');
    const style = shadow.querySelector('style[data-savdo-styles]') as HTMLStyleElement;
    expect(style.nonce).toBe('n0nce');
    const text = sheetText(shadow);
    const name = /@keyframes (go\d+)/.exec(text)?.[1];
    expect(name).toBeTruthy();
    expect(text).toContain(norm(`animation:${name} 1s linear infinite`));
    // Nothing more of it went into the page.
    expect(sheetText()).toBe(before);
  });

  it('compiled CSS goes into the sheet rule by rule (braces inside strings do not split a rule)', () => {
    expect(
      splitRules(
        ".a{color:red;}.a:hover{content:'}{';}@media (max-width:1px){.a{margin:0;}.b{x:y;}}",
      ),
    ).toEqual([
      '.a{color:red;}',
      ".a:hover{content:'}{';}",
      '@media (max-width:1px){.a{margin:0;}.b{x:y;}}',
    ]);
  });

  it('declarations only: the class and declarations goober would give, without its parser (compile.ts)', () => {
    /** goober itself, into a stand-in sheet (as compile.ts calls it). */
    const viaGoober = (text: string) => {
      const captured = { data: '' };
      const target = { querySelector: () => ({ firstChild: captured, parentNode: true }) };
      const name = gooberCss.call({ target: target as unknown as Element }, text);
      return { name, rules: captured.data };
    };
    /** A rule's declarations, property to value, the last of a property winning (the cascade). */
    const declarations = (rules: string) =>
      new Map(
        rules
          .slice(rules.indexOf('{') + 1, rules.lastIndexOf('}'))
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
      );
    const flat = [
      tokenDeclarations('dark').replace(/\s+/g, ' '),
      ' display: flex; gap: 8px; color: var(--savdo-color-text) !important; ',
      "font-family: 'Segoe UI', sans-serif; color: red; color: blue;",
    ];
    for (const [i, text] of flat.entries()) {
      const ours = compileRules(900 + i, text);
      const theirs = viaGoober(`/*${900 + i}*/${text}`);
      expect(ours.name).toBe(theirs.name);
      // The text itself under the class: goober's parser never ran (it rewrites every declaration).
      expect(ours.rules).toBe(`.${ours.name}{${text}}`);
      expect(declarations(ours.rules)).toEqual(declarations(theirs.rules));
    }
    // Nesting, at-rules, a last declaration without its `;` (goober drops it), a `;` in a string, a
    // double-quoted string:
    // goober's own output, unchanged.
    for (const [i, text] of [
      'color: red; &:hover { color: blue; }',
      'color: red; @media (max-width: 1px) { color: blue; }',
      'color: red; margin: 0',
      "color: red; content: 'a;b';",
      'font-family: "Segoe UI"; color: red;',
    ].entries())
      expect(compileRules(950 + i, text)).toEqual(viaGoober(`/*${950 + i}*/${text}`));
  });

  it("a component's rules go into the sheet as one rule (one parse, nothing split)", () => {
    const before = documentRules().length;
    const Card = styled.section`
      color: rgb(10, 20, 30);
      &:hover {
        color: rgb(40, 50, 60);
      }
      & > p {
        margin: 3px;
      }
    `;
    const { container } = render(
      <Card>
        <p>x</p>
      </Card>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(documentRules()).toHaveLength(before + 1);
    const rule = documentRules().find((each) =>
      each.cssText.includes(`.${card.className}`),
    ) as CSSMediaRule;
    expect(rule.media.mediaText).toBe('all');
    expect(rule.cssRules).toHaveLength(3);
    expect(norm(rule.cssRules.item(0)?.cssText ?? '')).toBe(
      norm(`.${card.className}{color:rgb(10, 20, 30);}`),
    );
  });

  it('a CSSOM that refuses the block as a whole still gets every rule, one by one', () => {
    const insertRule = CSSStyleSheet.prototype.insertRule;
    const refuse = vi.spyOn(CSSStyleSheet.prototype, 'insertRule').mockImplementation(function (
      this: CSSStyleSheet,
      rule: string,
      index?: number,
    ) {
      if (rule.startsWith('@media all')) throw new DOMException('no', 'SyntaxError');
      return insertRule.call(this, rule, index);
    });
    onTestFinished(() => refuse.mockRestore());
    const Split = styled.em`
      color: rgb(2, 2, 2);
      &:focus {
        color: rgb(3, 3, 3);
      }
    `;
    render(<Split />);
    const text = sheetText();
    expect(text).toContain('rgb(2,2,2)');
    expect(text).toContain(':focus');
    expect(refuse.mock.calls.filter(([rule]) => !rule.startsWith('@media all'))).toHaveLength(2);
  });

  it('a <style> moved elsewhere (its sheet rebuilt from its text) gets every rule back', () => {
    const First = styled.b`
      color: rgb(7, 7, 7);
    `;
    const { container } = render(<First />);
    const firstClass = (container.firstElementChild as HTMLElement).className;
    const style = documentStyles().find(
      (each) =>
        each.textContent?.includes(firstClass) ||
        [...(each.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes(firstClass)),
    )!;
    // Moving the element: the browser builds a new sheet from the element's text.
    style.remove();
    document.head.append(style);
    // The next component's rules go into a sheet of their own: the moved one is mended as well.
    defineARange();
    const Second = styled.u`
      color: rgb(8, 8, 8);
    `;
    render(<Second />);
    const text = sheetText();
    expect(text).toContain('rgb(7,7,7)');
    expect(text).toContain('rgb(8,8,8)');
  });

  it('<style> elements someone removed come back with their rules, each in its place among ours', () => {
    defineARange();
    const A = styled.b`
      color: rgb(31, 0, 0);
    `;
    defineARange();
    const B = styled.b`
      color: rgb(32, 0, 0);
    `;
    defineARange();
    const C = styled.b`
      color: rgb(33, 0, 0);
    `;
    render(<A />);
    render(<B />);
    for (const style of documentStyles()) style.remove();
    render(<C />);
    const text = sheetText();
    expect(text.indexOf('rgb(31,0,0)')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('rgb(31,0,0)')).toBeLessThan(text.indexOf('rgb(32,0,0)'));
    expect(text.indexOf('rgb(32,0,0)')).toBeLessThan(text.indexOf('rgb(33,0,0)'));
  });

  it("the document's rules are spread over sheets, one per range of definitions, in definition order (decision 0270)", () => {
    const First = styled.i`
      color: rgb(11, 0, 0);
    `;
    defineARange();
    const Middle = styled.i`
      color: rgb(12, 0, 0);
    `;
    defineARange();
    const Last = styled.i`
      color: rgb(13, 0, 0);
    `;
    // Rendered last first: each range's sheet still takes its place in definition order.
    render(<Last />);
    render(<First />);
    const sheetsBefore = documentStyles().length;
    render(<Middle />);
    const styles = documentStyles();
    expect(styles).toHaveLength(sheetsBefore + 1);
    const holding = (color: string) =>
      styles.findIndex((style) =>
        [...(style.sheet?.cssRules ?? [])].some((rule) => norm(rule.cssText).includes(color)),
      );
    expect(holding('rgb(11,0,0)')).toBeGreaterThanOrEqual(0);
    expect(holding('rgb(11,0,0)')).toBeLessThan(holding('rgb(12,0,0)'));
    expect(holding('rgb(12,0,0)')).toBeLessThan(holding('rgb(13,0,0)'));
    // The last one's sheet holds its rules alone: inserting the middle one's left it untouched.
    expect(styles[holding('rgb(13,0,0)')]!.sheet!.cssRules).toHaveLength(1);
  });

  it("a widget's shadow root keeps one sheet, whatever the range of its components", () => {
    const Near = styled.i`
      color: rgb(21, 0, 0);
    `;
    defineARange();
    const Far = styled.i`
      color: rgb(22, 0, 0);
    `;
    const shadow = inShadow(
      <>
        <Near />
        <Far />
      </>,
    );
    expect(shadow.querySelectorAll('style[data-savdo-styles]')).toHaveLength(1);
    const text = sheetText(shadow);
    expect(text.indexOf('rgb(21,0,0)')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('rgb(21,0,0)')).toBeLessThan(text.indexOf('rgb(22,0,0)'));
  });

  it('global styles: each one keeps its rules; runs of spaces in values are collapsed, not deleted', () => {
    const One = createGlobalStyle`
      .one-global { color: red; }
    `;
    const Two = createGlobalStyle`
      .two-global { padding: 0  8px; }
    `;
    render(
      <>
        <One />
        <Two />
      </>,
    );
    const text = sheetText();
    expect(text).toContain('.one-global{color:red}');
    expect(text).toMatch(/\.two-global\{padding:0(px)? 8px\}/);
  });

  it('a template without prop functions is compiled once, for every instance and render (styled.ts, Layer)', () => {
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

  it('a text a template gave before is not compiled again: the same result, declarations only or nested (compile.ts)', () => {
    for (const text of ['width: 20px; color: red;', 'width: 20px; &:hover { color: red; }']) {
      const first = compileRules(9_001, text);
      expect(compileRules(9_001, text)).toBe(first);
      expect(compileRules(9_002, text).name).not.toBe(first.name);
    }
  });

  it('refuses what it cannot write (object styles, a component as a selector); `styled` is no promise', () => {
    const Child = styled.i`
      color: red;
    `;
    const BadObject = styled.p`
      ${() => ({ color: 'red' }) as unknown as string}
    `;
    const BadSelector = styled.p`
      ${Child as unknown as string} {
        color: blue;
      }
    `;
    expect(() => render(<BadObject />)).toThrow(/object styles/);
    expect(() => render(<BadSelector />)).toThrow(/selector/);
    expect((styled as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
