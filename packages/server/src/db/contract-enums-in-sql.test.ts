// Decision 0120: an enumeration is one `as const` list in contract, used by its schema, its type
// and the widgets. The database states it once more, as a CHECK (column IN (...)) in a
// migration; this test reads every migration (packages/server/src/**/migrations/*.sql, wherever
// a feature keeps its own) and holds each such list to the contract's, so neither can drift.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALGO_BOT_TYPES,
  ASSISTANT_ANSWER_MODES,
  ASSISTANT_ROLES,
  ALGO_PLATFORMS,
  EXPERT_ADVISOR_STATUSES,
  BRIDGE_PROBLEMS,
  TRADE_SIDES,
  RESOURCE_KINDS,
  TRADE_DIRECTIONS,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PURCHASE_KINDS,
  LEDGER_REASON_CODES,
  ASSET_TYPES,
  COURSE_LEVELS,
  EVENT_IMPACTS,
  LANGUAGES,
  OAUTH_PROVIDERS,
  PROFILE_VISIBILITIES,
  TIME_ZONE_PREFERENCES,
  ROLES,
  SIGNAL_RESULTS,
  SIGNAL_STATUSES,
  SIGNAL_TYPES,
  SUBSCRIPTION_STATUSES,
  NOTIFICATION_KINDS,
  INSTRUCTION_LOCATIONS,
  COPY_FOLLOW_STATES,
  AUDIT_VIAS,
  PARTNER_APPLICATION_STATUSES,
  TELEGRAM_CATEGORIES,
} from '@savdo/contract';

/** table.column -> the contract list its CHECK must equal. */
const CONTRACT_LISTS: Record<string, readonly string[]> = {
  'users.role': ROLES,
  'users.language': LANGUAGES,
  'users.profile_visibility': PROFILE_VISIBILITIES,
  'users.time_zone': TIME_ZONE_PREFERENCES,
  'oauth_accounts.provider': OAUTH_PROVIDERS,
  'user_subscriptions.status': SUBSCRIPTION_STATUSES,
  'economic_events.impact': EVENT_IMPACTS,
  'calendar_alerts.impact': EVENT_IMPACTS,
  'signals.type': SIGNAL_TYPES,
  'signals.asset_type': ASSET_TYPES,
  'signals.status': SIGNAL_STATUSES,
  'signals.result': SIGNAL_RESULTS,
  'payment_orders.provider': PAYMENT_PROVIDERS,
  'payment_orders.status': PAYMENT_ORDER_STATUSES,
  'partner_applications.status': PARTNER_APPLICATION_STATUSES,
  'purchases.kind': PURCHASE_KINDS,
  'ledger_entries.reason_code': LEDGER_REASON_CODES,
  'courses.level': COURSE_LEVELS,
  'algo_bots.type': ALGO_BOT_TYPES,
  'expert_advisors.status': EXPERT_ADVISOR_STATUSES,
  'expert_advisors.platform': ALGO_PLATFORMS,
  'algo_trades.side': TRADE_SIDES,
  'expert_advisors.bridge_problem': BRIDGE_PROBLEMS,
  'algo_bot_files.platform': ALGO_PLATFORMS,
  'algo_downloads.platform': ALGO_PLATFORMS,
  'copy_follows.state': COPY_FOLLOW_STATES,
  'copy_follows.status': EXPERT_ADVISOR_STATUSES,
  'copy_follows.platform': ALGO_PLATFORMS,
  'copy_follows.bridge_problem': BRIDGE_PROBLEMS,
  'assistant_messages.role': ASSISTANT_ROLES,
  'assistant_messages.mode': ASSISTANT_ANSWER_MODES,
  'assistant_messages.language': LANGUAGES,
  'resources.kind': RESOURCE_KINDS,
  'journal_entries.direction': TRADE_DIRECTIONS,
  'notifications.kind': NOTIFICATION_KINDS,
  'instructions.location': INSTRUCTION_LOCATIONS,
  'admin_audit.via': AUDIT_VIAS,
  'notification_preferences.browser_kinds': NOTIFICATION_KINDS,
  'notification_preferences.signal_asset_types': ASSET_TYPES,
  'telegram_links.muted_categories': TELEGRAM_CATEGORIES,
};

/** CHECK lists of values no client ever sees, so no contract list; each says why. */
const SERVER_ONLY: Record<string, string> = {
  'email_tokens.purpose': 'which emailed link a token is for; never leaves the server',
  'payme_transactions.state':
    "Payme's own transaction states (1, 2, -1, -2); only Payme reads them",
  'click_payments.state':
    'our record of a Click payment; Click and the client see error codes, not this',
  // Numbers, which this test's text lists do not read; the contract's schema lists the same.
  'calendar_alerts.minutes_before': 'contract ALERT_MINUTES (5, 10, 15, 30, 60), numbers',
};

const SERVER_SRC = join(process.cwd(), 'packages', 'server', 'src');

/** packages/server/src/**\/migrations/*.sql, in the order they run (by file name). */
function migrationFiles(): string[] {
  return readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.sql') && path.split(sep).at(-2) === 'migrations')
    .map((path) => join(SERVER_SRC, path))
    .sort((a, b) => basename(a).localeCompare(basename(b)));
}

/**
 * Every `CHECK (column IN ('a', 'b'))`, and for an array column `CHECK (column <@ ARRAY['a',
 * 'b'])`, as table.column -> values. A later migration that restates a column's check (ALTER
 * TABLE ... ADD CONSTRAINT) replaces the earlier list.
 */
function checkLists(files: string[]): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const file of files) {
    const sql = readFileSync(file, 'utf8').replace(/--[^\n]*/g, '');
    for (const statement of sql.split(';')) {
      const table =
        /\b(?:CREATE|ALTER)\s+TABLE\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?(?:ONLY\s+)?(\w+)/i.exec(
          statement,
        )?.[1];
      if (!table) continue;
      const checks = [
        ...statement.matchAll(/CHECK\s*\(\s*(\w+)\s+IN\s*\(([^)]*)\)\s*\)/gi),
        ...statement.matchAll(/CHECK\s*\(\s*(\w+)\s*<@\s*ARRAY\s*\[([^\]]*)\]/gi),
      ];
      for (const check of checks) {
        const values = [...(check[2] ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
        lists.set(`${table.toLowerCase()}.${(check[1] ?? '').toLowerCase()}`, values);
      }
    }
  }
  return lists;
}

const files = migrationFiles();
const lists = checkLists(files);

describe('contract enumerations and the SQL CHECK lists (decision 0120)', () => {
  it('finds the migrations', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(CONTRACT_LISTS))('%s lists exactly the contract values', (key, values) => {
    const sql = lists.get(key);
    expect(sql, `no CHECK (... IN (...)) found for ${key}`).toBeDefined();
    expect([...(sql ?? [])].sort()).toEqual([...values].sort());
  });

  it('every CHECK list has a contract list, or a reason to be server-only', () => {
    const unmatched = [...lists.keys()].filter(
      (key) => !(key in CONTRACT_LISTS) && !(key in SERVER_ONLY),
    );
    expect(unmatched, 'add the column to CONTRACT_LISTS (or SERVER_ONLY, saying why)').toEqual([]);
  });
});
