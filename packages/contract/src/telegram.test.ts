// docs/decisions/0327-telegram-categories.md: every notification kind belongs to one Telegram
// category (the type demands it), every category holds at least one kind (a switch that
// switches nothing would mislead), and the schemas name each category once.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './notifications';
import {
  TELEGRAM_CATEGORIES,
  TELEGRAM_CATEGORY_OF,
  TelegramCategoriesSchema,
  UpdateTelegramBodySchema,
} from './telegram';

describe('Telegram categories', () => {
  it('every notification kind has a category, and nothing else does', () => {
    expect(Object.keys(TELEGRAM_CATEGORY_OF).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      expect(TELEGRAM_CATEGORIES).toContain(TELEGRAM_CATEGORY_OF[kind]);
    }
  });

  it('every category holds at least one kind', () => {
    const used = new Set(Object.values(TELEGRAM_CATEGORY_OF));
    expect(TELEGRAM_CATEGORIES.filter((category) => !used.has(category))).toEqual([]);
  });

  it('the status and the PATCH body name exactly the categories, closed to others', () => {
    type ObjectSchema = { properties: Record<string, unknown>; additionalProperties?: unknown };
    const status = TelegramCategoriesSchema as unknown as ObjectSchema;
    const body = UpdateTelegramBodySchema as unknown as ObjectSchema;
    const patchCategories = body.properties.categories as ObjectSchema;
    expect(Object.keys(status.properties)).toEqual([...TELEGRAM_CATEGORIES]);
    expect(status.additionalProperties).toBe(false);
    expect(Object.keys(patchCategories.properties)).toEqual([...TELEGRAM_CATEGORIES]);
    expect(patchCategories.additionalProperties).toBe(false);
    expect(body.additionalProperties).toBe(false);
  });
});
