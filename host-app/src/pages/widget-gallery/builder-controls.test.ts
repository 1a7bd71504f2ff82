// The builder's controls come from the element's manifest: an attribute added to a manifest gets
// its control with no other edit, of the kind its type asks for; only what differs from the
// element's own behaviour is written into the snippet.
import { describe, expect, it } from 'vitest';
import { economicCalendarManifest } from '@savdo/widgets/calendar';
import { attributesToWrite, controlsOf, initialValues } from './builder-controls';
import { GALLERY } from './gallery-catalog';
import { GALLERY_TEXTS } from './gallery-texts';

describe('controlsOf', () => {
  it('an attribute added to a manifest gets its control', () => {
    const before = controlsOf(economicCalendarManifest).map((c) => c.name);
    expect(before).not.toContain('rows');
    const grown = {
      ...economicCalendarManifest,
      attributes: {
        ...economicCalendarManifest.attributes,
        rows: { type: 'number', default: 20, description: 'Rows per page.' },
      },
    } as const;
    const control = controlsOf(grown).find((c) => c.name === 'rows');
    expect(control).toEqual({
      kind: 'number',
      name: 'rows',
      initial: '20',
      description: 'Rows per page.',
    });
  });

  it('an enum is a select, a boolean a switch, a string a field; lang and theme come first; json is left to scripts', () => {
    const controls = controlsOf({
      attributes: {
        impact: { type: 'enum', values: ['all', 'high'], default: 'all', description: 'Impact.' },
        'hide-title': { type: 'boolean', description: 'No heading.' },
        currency: { type: 'string', description: 'Currency.' },
        data: { type: 'json', parse: () => undefined, typeText: 'X', description: 'Data.' },
      },
    });
    expect(controls.map((c) => [c.name, c.kind])).toEqual([
      ['lang', 'select'],
      ['theme', 'select'],
      ['impact', 'select'],
      ['hide-title', 'switch'],
      ['currency', 'text'],
    ]);
    // lang and theme have no default of their own: the page's saved choice applies.
    expect(controls[0]?.initial).toBe('');
  });
});

describe('attributesToWrite', () => {
  it('writes only what differs from the defaults: a switch on bare, a value trimmed', () => {
    const controls = controlsOf(economicCalendarManifest);
    const values = {
      ...initialValues(controls),
      lang: 'ru',
      impact: 'high',
      'hide-filters': true,
      currency: '  USD ',
      'date-filter': 'this_week',
    };
    expect(attributesToWrite(controls, values)).toEqual([
      ['lang', 'ru'],
      ['impact', 'high'],
      ['currency', 'USD'],
      ['hide-filters', ''],
    ]);
  });

  it('a switch whose default is on, turned off, is written "false"', () => {
    const controls = controlsOf({
      attributes: { live: { type: 'boolean', default: true, description: 'Live.' } },
    });
    expect(attributesToWrite(controls, { live: false })).toEqual([['live', 'false']]);
  });
});

describe('the gallery', () => {
  it('every widget has its title and description in uz, ru and en', () => {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      for (const widget of GALLERY) {
        expect(GALLERY_TEXTS[lang].widgets[widget.id].title.length, widget.id).toBeGreaterThan(3);
      }
    }
  });

  it('every attribute and value label exists in all three languages', () => {
    for (const part of ['attributes', 'values'] as const) {
      const names = Object.keys(GALLERY_TEXTS.en[part]).sort();
      expect(Object.keys(GALLERY_TEXTS.uz[part]).sort()).toEqual(names);
      expect(Object.keys(GALLERY_TEXTS.ru[part]).sort()).toEqual(names);
    }
  });
});
