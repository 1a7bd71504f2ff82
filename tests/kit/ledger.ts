// The balance history, contract-typed: one ledger entry factory and
// GET /users/me/ledger, paged like the server (newest first as given, `limit` default 20).
import type { LedgerEntry, Page, Result } from '@savdo/contract';
import { failure, ok, type RouteTable } from './fake-api';

let nextId = 1;

export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: nextId++,
    amount: 25_000,
    reason: 'Top-up via click',
    balance_after: 1_525_000,
    created_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export interface LedgerServer {
  /** Newest first, as the server orders them. */
  entries: LedgerEntry[];
  /** When set, the route answers this status instead. */
  failWith?: number;
}

export function ledgerRoutes(server: LedgerServer): RouteTable {
  return {
    'GET /users/me/ledger': (request) => {
      if (server.failWith) return failure(server.failWith);
      const limit = Number(request.query.get('limit') ?? 20);
      const page = Number(request.query.get('page') ?? 1);
      const data = server.entries.slice((page - 1) * limit, page * limit);
      return ok<Result<Page<LedgerEntry>>>({
        result: { data, page, limit, total: server.entries.length },
      });
    },
  };
}
