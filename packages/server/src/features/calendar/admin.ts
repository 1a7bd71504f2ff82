/**
 * calendar-import: a week of events from a CSV or JSON file; calendar-actual: publish an
 * event's actual value (pushed live through NOTIFY to every server on this database);
 * calendar-list: the events of a date filter.
 */
import { readFile } from 'node:fs/promises';
import type { CalendarDateFilter } from '@savdo/contract';
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional, stringFlag } from '../../cli/args';
import { importEvents, publishActual } from './service';
import { calendarRange } from './date-range';
import { formatOf, parseEventsFile } from './import-file';
import { listEvents } from './repository';

const DATE_FILTERS: readonly CalendarDateFilter[] = [
  'today',
  'tomorrow',
  'this_week',
  'next_week',
  'custom',
];

export const calendarImportCommand: AdminCommand = {
  name: 'calendar-import',
  summary:
    'import economic events from a .csv or .json file (same time, currency and name: updated)',
  usage: 'calendar-import <file.csv | file.json>',
  async run(args, { db, out, publish }) {
    const p = parse(args, {});
    const file = positional(p, 0, 'file');
    const events = parseEventsFile(await readFile(file, 'utf8'), formatOf(file));
    const stored = await importEvents(db, events, { publish });
    out(`calendar-import: ${stored.length} events imported from ${file}`);
  },
};

export const calendarActualCommand: AdminCommand = {
  name: 'calendar-actual',
  summary: "publish an economic event's actual value (pushed live)",
  usage: 'calendar-actual <event id> <actual value, e.g. 3.4%>',
  async run(args, { db, out, publish }) {
    const p = parse(args, {});
    const id = Number(positional(p, 0, 'event id'));
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('<event id> must be a number');
    const actual = positional(p, 1, 'actual value').trim();
    if (actual.length > 40) throw new UsageError('the actual value is at most 40 characters');
    const event = await publishActual(db, { publish }, id, actual);
    out(`calendar-actual: ${event.currency} ${event.event}: actual ${event.actual} (published)`);
  },
};

export const calendarListCommand: AdminCommand = {
  name: 'calendar-list',
  readOnly: true,
  summary: 'list economic events (default: this week, UTC+5)',
  usage:
    'calendar-list [search] [--date-filter today|tomorrow|this_week|next_week] [--from YYYY-MM-DD] [--to YYYY-MM-DD]',
  async run(args, { db, out }) {
    const p = parse(args, {
      'date-filter': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
    });
    const filter = stringFlag(p, 'date-filter');
    if (filter !== undefined && !(DATE_FILTERS as readonly string[]).includes(filter)) {
      throw new UsageError(`--date-filter must be one of: ${DATE_FILTERS.join(', ')}`);
    }
    const range = calendarRange({
      date_filter: filter as CalendarDateFilter | undefined,
      from_date: stringFlag(p, 'from'),
      to_date: stringFlag(p, 'to'),
    });
    const events = await listEvents(db, { ...range, query: p.positionals[0] ?? '' });
    for (const e of events) {
      const figures = `actual ${e.actual ?? '-'}  forecast ${e.forecast ?? '-'}  previous ${e.previous ?? '-'}`;
      out(
        `${String(e.id).padStart(5)}  ${e.time}  ${e.currency}  ${e.impact.padEnd(6)}  ${e.event}  (${figures})`,
      );
    }
    out(`${events.length} events`);
  },
};
