// axe-core audits of <savdo-economic-calendar> and <savdo-todays-events> (issue 5: no
// violations), in light and dark and in each language: the full table with every flag and
// better/worse actual values, the custom-range filters, the loading, empty and error states,
// and today's list.
import { expect } from 'chai';
import axe from 'axe-core';
import '@savdo/widgets/economic-calendar/element';
import { cleanup, mount, settle, shadowOf } from './helpers/widget-test-utils';
import {
  manualLive,
  recordingLoader,
  sampleWeek,
  until,
  type CalendarElement,
} from './calendar-fixtures';

async function violations(el: Element): Promise<string[]> {
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

function place(html: string, boxes: HTMLElement[], load: CalendarElement['load']): CalendarElement {
  const el = mount<CalendarElement>(html, boxes);
  el.liveSource = manualLive().source;
  el.load = load;
  return el;
}

describe('accessibility of the calendar widgets (axe-core)', function () {
  this.timeout(30000);
  const boxes: HTMLElement[] = [];

  afterEach(async () => {
    cleanup(boxes);
    await settle();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'uz', 'ru'] as const) {
      it(`the calendar with every kind of event has no violations (${theme}, ${lang})`, async () => {
        const el = place(
          `<savdo-economic-calendar lang="${lang}" theme="${theme}"></savdo-economic-calendar>`,
          boxes,
          recordingLoader(sampleWeek()).load,
        );
        await until(() => shadowOf(el).querySelectorAll('[data-event-id]').length === 4, 'rows');
        expect(await violations(el)).to.deep.equal([]);
      });
    }

    it(`the custom-range filters and the empty state have no violations (${theme})`, async () => {
      const el = place(
        `<savdo-economic-calendar lang="en" theme="${theme}" date-filter="custom" from-date="2026-12-01" to-date="2026-12-05"></savdo-economic-calendar>`,
        boxes,
        recordingLoader([]).load,
      );
      await until(
        () => !!shadowOf(el).querySelector('[data-savdo-state="empty"]'),
        'the empty state',
      );
      expect(shadowOf(el).querySelectorAll('input[type="date"]').length).to.equal(2);
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`the loading skeleton and the load failure have no violations (${theme})`, async () => {
      const loading = place(
        `<savdo-economic-calendar lang="en" theme="${theme}"></savdo-economic-calendar>`,
        boxes,
        () => new Promise(() => undefined),
      );
      const failed = place(
        `<savdo-economic-calendar lang="en" theme="${theme}"></savdo-economic-calendar>`,
        boxes,
        () => Promise.reject(new Error('down')),
      );
      await until(() => !!shadowOf(loading).querySelector('[part="skeleton"]'), 'the skeleton');
      await until(
        () => !!shadowOf(failed).querySelector('[data-savdo-state="error"]'),
        'the error state',
      );
      expect(await violations(loading)).to.deep.equal([]);
      expect(await violations(failed)).to.deep.equal([]);
    });

    it(`today's events have no violations (${theme})`, async () => {
      const el = place(
        `<savdo-todays-events lang="en" theme="${theme}" calendar-href="/economic-calendar"></savdo-todays-events>`,
        boxes,
        recordingLoader(sampleWeek()).load,
      );
      await until(() => shadowOf(el).querySelectorAll('[data-event-id]').length === 4, 'rows');
      expect(await violations(el)).to.deep.equal([]);
    });
  }
});
