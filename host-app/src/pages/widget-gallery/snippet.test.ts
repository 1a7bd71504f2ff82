// The snippet a partner copies, in HTML, React and Vue, and the preview frame's query: the same
// element, attributes and custom properties in each, values quoted safely.
import { describe, expect, it } from 'vitest';
import { htmlSnippet, previewQuery, reactSnippet, vueSnippet, type SnippetInput } from './snippet';

const input: SnippetInput = {
  tag: 'savdo-economic-calendar',
  attributes: [
    ['lang', 'ru'],
    ['query', 'CPI "core"'],
    ['hide-filters', ''],
  ],
  css: [['--savdo-color-accent', '#0a7d62']],
  apiOrigin: 'https://savdo.example',
  height: 600,
};

describe('snippets', () => {
  it('HTML: the script tag with the key placeholder, the style and the element', () => {
    expect(htmlSnippet(input)).toBe(
      [
        '<script src="https://savdo.example/embed/v1/savdo.js" async data-partner="YOUR_PARTNER_KEY"></script>',
        '<style>',
        '  savdo-economic-calendar {',
        '    --savdo-color-accent: #0a7d62;',
        '    min-height: 600px;',
        '  }',
        '</style>',
        '<savdo-economic-calendar lang="ru" query="CPI &quot;core&quot;" hide-filters></savdo-economic-calendar>',
        '',
      ].join('\n'),
    );
  });

  it("a partner's own key replaces the placeholder; their ref goes in data-ref", () => {
    expect(htmlSnippet({ ...input, partnerKey: 'pk_live_1' })).toContain(
      'data-partner="pk_live_1"></script>',
    );
    const withRef = htmlSnippet({ ...input, partnerKey: 'pk_live_1', partnerRef: 'p_abc123' });
    expect(withRef).toContain('data-partner="pk_live_1" data-ref="p_abc123"></script>');
    expect(reactSnippet({ ...input, partnerRef: 'p_abc123' })).toContain('data-ref="p_abc123"');
    expect(vueSnippet({ ...input, partnerRef: 'p_abc123' })).toContain('data-ref="p_abc123"');
  });

  it('React and Vue carry the same element, attributes and properties', () => {
    const react = reactSnippet(input);
    expect(react).toContain(
      `<savdo-economic-calendar lang="ru" query="CPI &quot;core&quot;" hide-filters style={{ '--savdo-color-accent': '#0a7d62', minHeight: '600px' }} />`,
    );
    const vue = vueSnippet(input);
    expect(vue).toContain(
      '<savdo-economic-calendar lang="ru" query="CPI &quot;core&quot;" hide-filters style="--savdo-color-accent: #0a7d62; min-height: 600px;"></savdo-economic-calendar>',
    );
  });

  it('the preview query names the tag, each attribute, each property and the height', () => {
    expect(new URLSearchParams(previewQuery(input)).toString()).toBe(
      'tag=savdo-economic-calendar&a.lang=ru&a.query=CPI+%22core%22&a.hide-filters=&css.--savdo-color-accent=%230a7d62&height=600',
    );
  });
});
