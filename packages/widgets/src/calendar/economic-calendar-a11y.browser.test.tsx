// axe-core audits of <savdo-economic-calendar> and <savdo-todays-events> (no violations
// allowed), in light and dark and in each language: the full table with every flag and
// better/worse actual values, the custom-range filters, the loading, empty and error states,
// and today's list.
import { expect } from 'chai';
import axe from 'axe-core';
import '@savdo/widgets/calendar/element';
import { cleanup, mount, settle, shadowOf } from '../../../../tests/kit/widget-test-utils';
import { calendarQueryOf, failure, type FakeAnswer } from '../../../../tests/kit';
import {
  installFakeLiveSocket,
  sampleWeek,
  serveCalendar,
  serveCalendarRoutes,
  stopServing,
  until,
} from '../../../../tests/kit/calendar-browser-fixtures';

async function violations(el: Element): Promise<string[]> {
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

describe('accessibility of the calendar widgets (axe-core)', function () {
  this.timeout(30000);
  const boxes: HTMLElement[] = [];
  let restoreSocket: () => void = () => undefined;

  before(() => (restoreSocket = installFakeLiveSocket({ autoAcceptMs: 0 })));
  after(() => {
    stopServing();
    restoreSocket();
  });
  afterEach(async () => {
    cleanup(boxes);
    await settle();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'uz', 'ru'] as const) {
      it(`the calendar with every kind of event has no violations (${theme}, ${lang})`, async () => {
        serveCalendar(sampleWeek());
        const el = mount(
          `<savdo-economic-calendar lang="${lang}" theme="${theme}"></savdo-economic-calendar>`,
          boxes,
        );
        await until(() => shadowOf(el).querySelectorAll('[data-event-id]').length === 4, 'rows');
        expect(await violations(el)).to.deep.equal([]);
      });
    }

    it(`the custom-range filters and the empty state have no violations (${theme})`, async () => {
      serveCalendar([]);
      const el = mount(
        `<savdo-economic-calendar lang="en" theme="${theme}" date-filter="custom" from-date="2026-12-01" to-date="2026-12-05"></savdo-economic-calendar>`,
        boxes,
      );
      await until(
        () => !!shadowOf(el).querySelector('[data-savdo-state="empty"]'),
        'the empty state',
      );
      // The custom range's fields load when the range is chosen.
      await until(
        () => shadowOf(el).querySelectorAll('[data-savdo-date-field] input').length === 2,
        'the custom range fields',
      );
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`the loading skeleton and the load failure have no violations (${theme})`, async () => {
      // Next week's events never answer, this week's fail. (A request that never settles holds
      // its key in the data layer for the page's life: no other test asks for next week.)
      serveCalendarRoutes({
        'GET /economic_calendar': (request) =>
          calendarQueryOf(request).date_filter === 'next_week'
            ? new Promise<FakeAnswer>(() => undefined)
            : failure(503),
      });
      const loading = mount(
        `<savdo-economic-calendar lang="en" theme="${theme}" date-filter="next_week"></savdo-economic-calendar>`,
        boxes,
      );
      const failed = mount(
        `<savdo-economic-calendar lang="en" theme="${theme}"></savdo-economic-calendar>`,
        boxes,
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
      serveCalendar(sampleWeek());
      const el = mount(
        `<savdo-todays-events lang="en" theme="${theme}" calendar-href="/economic-calendar"></savdo-todays-events>`,
        boxes,
      );
      await until(() => shadowOf(el).querySelectorAll('[data-event-id]').length === 4, 'rows');
      expect(await violations(el)).to.deep.equal([]);
    });
  }
});
