// The entry form's pure rules: client-side checks per field, the create request
// (query fields + multipart parts), and an update that carries only what changed (spec 5).
import { describe, expect, it } from 'vitest';
import { journalApi } from '@savdo/core/journal';
import {
  createRequest,
  emptyForm,
  formOf,
  updateRequest,
  validateEntryForm,
} from '@savdo/widgets/journal/entry-form-state';
import { makeJournalEntry } from '../../../../tests/kit';

const NOW = new Date('2026-03-15T10:00:00Z');
const filled = () => ({
  ...emptyForm({ title1: '15m', title2: '1h' }, NOW),
  symbol: 'eurusd',
  trade_date: '2026-03-10',
  pnl: '120',
  risk: '40',
  rr: '3',
  description_1: ['a', ' ', 'b'],
});

describe('entry form rules', () => {
  it('a filled form has no errors', () => {
    expect(validateEntryForm(filled(), NOW)).toEqual({});
  });

  it.each([
    ['symbol', '', 'required'],
    ['symbol', '<b>', 'symbol'],
    ['trade_date', '2026-02-30', 'date'],
    ['trade_date', '2026-04-01', 'future'],
    ['risk', '-1', 'negative'],
    ['pnl', 'abc', 'number'],
    ['pnl', '-5', 'winLoss'],
    ['rr', '1001', 'rr'],
    ['before_title_1', '  ', 'required'],
  ] as const)('refuses %s = %j with %s', (field, value, key) => {
    expect(validateEntryForm({ ...filled(), [field]: value }, NOW)[field]).toBe(key);
  });

  it('refuses a non-image and a file over 5 MB', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    const errors = validateEntryForm(
      { ...filled(), images: { before_image_1: pdf, after_image: big } },
      NOW,
    );
    expect(errors).toMatchObject({ before_image_1: 'imageType', after_image: 'imageSize' });
  });

  it('creates with every field in the query and the lists and images as multipart', () => {
    const png = new File(['p'], 'c.png', { type: 'image/png' });
    const { fields, parts } = createRequest({ ...filled(), images: { after_image: png } });
    expect(fields).toMatchObject({
      symbol: 'EURUSD',
      pnl: 120,
      risk: 40,
      rr: 3,
      win: true,
      notes: '',
    });
    const form = journalApi.journalForm(parts);
    expect(form?.getAll('description_1')).toEqual(['a', 'b']);
    expect(form?.getAll('description_2')).toEqual(['']);
    expect(form?.get('after_image')).toBeInstanceOf(File);
  });

  it('an update carries only the changed fields, lists and removed images', () => {
    const entry = makeJournalEntry({ after_image: '/api/v1/files/x' });
    const same = updateRequest(entry, formOf(entry));
    expect(same.fields).toEqual({});
    expect(journalApi.journalForm(same.parts)).toBeUndefined();
    const changed = updateRequest(entry, {
      ...formOf(entry),
      notes: 'better',
      description_2: [],
      images: { after_image: null },
    });
    expect(changed.fields).toEqual({ notes: 'better', remove_images: 'after_image' });
    expect(journalApi.journalForm(changed.parts)?.getAll('description_2')).toEqual(['']);
  });
});
