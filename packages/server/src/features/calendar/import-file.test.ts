// Reading a week of events from a CSV or JSON file for the admin import.
import { describe, expect, it } from 'vitest';
import { formatOf, ImportFileError, parseCsv, parseEventsFile } from './import-file';

describe('CSV', () => {
  it('splits fields at commas, honours quotes, doubled quotes, newlines in quotes and CRLF', () => {
    expect(parseCsv('a,"b,c","say ""hi""\nthere"\r\n1,2,3\n\n')).toEqual([
      ['a', 'b,c', 'say "hi"\nthere'],
      ['1', '2', '3'],
    ]);
  });

  it('an unclosed quote is an error', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(ImportFileError);
  });

  it('reads events by the header names, any column order, a BOM first, flags as yes/no/1/0', () => {
    const csv =
      '\uFEFFevent,time,impact,currency,flag,is_speech,actual\n' +
      'Lagarde Speaks,2031-01-05T10:00:00Z,high,eur,eu,yes,\n' +
      'Retail Sales,2031-01-05T13:30:00+05:00,low,usd,us,0,0.4%\n';
    expect(parseEventsFile(csv, 'csv')).toEqual([
      {
        time: '2031-01-05T10:00:00Z',
        flag: 'eu',
        currency: 'EUR',
        event: 'Lagarde Speaks',
        impact: 'high',
        previous: null,
        forecast: null,
        actual: null,
        consensus: null,
        is_tentative: false,
        is_preliminary: false,
        is_report: false,
        is_speech: true,
      },
      expect.objectContaining({
        event: 'Retail Sales',
        currency: 'USD',
        actual: '0.4%',
        is_speech: false,
      }),
    ]);
  });

  it('names the first bad row', () => {
    const csv =
      'time,flag,currency,event,impact\n2031-01-05T10:00:00Z,us,USD,Ok,low\nsoon,us,USD,Bad,low\n';
    expect(() => parseEventsFile(csv, 'csv')).toThrow('Event 2: time must be an ISO date-time');
  });
});

describe('JSON', () => {
  const event = {
    time: '2031-01-05T10:00:00Z',
    flag: 'jp',
    currency: 'JPY',
    event: 'CPI',
    impact: 'medium',
  };

  it('takes a list or { events: [...] }', () => {
    expect(parseEventsFile(JSON.stringify([event]), 'json')).toHaveLength(1);
    expect(parseEventsFile(JSON.stringify({ events: [event, event] }), 'json')).toHaveLength(2);
  });

  it('refuses unreadable JSON, another shape, an empty list and a non-object event', () => {
    expect(() => parseEventsFile('{', 'json')).toThrow(/The JSON cannot be read/);
    expect(() => parseEventsFile('{"items":[]}', 'json')).toThrow(
      'The JSON must be a list of events or { "events": [...] }',
    );
    expect(() => parseEventsFile('[]', 'json')).toThrow('The file holds no events');
    expect(() => parseEventsFile('[1]', 'json')).toThrow('Event 1: must be an object');
  });
});

describe('file names', () => {
  it('.csv and .json (any case) choose the format; anything else is refused', () => {
    expect(formatOf('week.CSV')).toBe('csv');
    expect(formatOf('week.json')).toBe('json');
    expect(() => formatOf('week.xlsx')).toThrow('The file must end in .csv or .json');
  });
});
