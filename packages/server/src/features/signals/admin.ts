/**
 * signal-publish, signal-activate, signal-close, signal-cancel, signal-list: the admin's signal
 * actions from the shell, each pushed live like the admin API's (through the database's
 * LISTEN/NOTIFY, so a server on the same PostgreSQL delivers them to its sockets at once).
 */
import type { AssetType, SignalInput, SignalType } from '@savdo/contract';
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional, stringFlag } from '../../cli/args';
import type { Db } from '../../db/adapter';
import { listSignals, type SignalRow, type SignalTransition } from './repository';
import { findPlanById, findPlanByName } from '../plans';
import {
  SignalInputError,
  SignalTransitionError,
  UnknownSignalError,
  createSignal,
  moveSignal,
} from './service';
import { resolveUser } from '../users';

const ASSET_TYPES: AssetType[] = ['crypto', 'forex', 'stocks', 'commodities'];

function describeSignal(row: SignalRow): string {
  const premium = row.is_premium ? ` premium(plan ${row.required_plan_id})` : '';
  return (
    `#${row.id} ${row.symbol} ${row.type} ${row.asset_type} ${row.status}/${row.result} ` +
    `entry ${row.entry_price} SL ${row.stop_loss} TP ${row.take_profit}${premium}`
  );
}

function price(text: string | undefined, flag: string): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value <= 0) {
    throw new UsageError(`--${flag} <price above 0> is required`);
  }
  return value;
}

function signalId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('<signal id> must be a number');
  return id;
}

/** The signal errors as usage errors: the shell shows the message and the usage. */
async function asUsage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (
      error instanceof SignalInputError ||
      error instanceof SignalTransitionError ||
      error instanceof UnknownSignalError
    ) {
      // The shell names the signal; the API's message does not.
      throw new UsageError(
        error instanceof UnknownSignalError ? `Signal ${error.id} not found` : error.message,
      );
    }
    throw error;
  }
}

async function planId(db: Db, ref: string): Promise<number> {
  const plan = /^\d+$/.test(ref)
    ? await findPlanById(db, Number(ref))
    : await findPlanByName(db, ref);
  if (!plan) throw new UsageError(`no subscription plan "${ref}" (see plan-list)`);
  return plan.id;
}

export const signalPublishCommand: AdminCommand = {
  name: 'signal-publish',
  summary: 'publish a new trading signal (pushed live)',
  usage:
    'signal-publish <SYMBOL> <buy|sell> <crypto|forex|stocks|commodities> --entry <price> ' +
    '--stop <price> --target <price> [--timeframe H4] [--analysis <type>] [--description <text>] ' +
    '[--chart-image <url>] [--premium <plan name | id>] [--expert <user>] [--active]',
  async run(args, { db, out, publish }) {
    const p = parse(args, {
      entry: { type: 'string' },
      stop: { type: 'string' },
      target: { type: 'string' },
      timeframe: { type: 'string' },
      analysis: { type: 'string' },
      description: { type: 'string' },
      'chart-image': { type: 'string' },
      premium: { type: 'string' },
      expert: { type: 'string' },
      active: { type: 'boolean' },
    });
    const symbol = positional(p, 0, 'SYMBOL').toUpperCase();
    const type = positional(p, 1, 'buy|sell');
    const assetType = positional(p, 2, 'asset type');
    if (type !== 'buy' && type !== 'sell') throw new UsageError('the type is buy or sell');
    if (!ASSET_TYPES.includes(assetType as AssetType)) {
      throw new UsageError(`the asset type is one of: ${ASSET_TYPES.join(', ')}`);
    }
    const premium = stringFlag(p, 'premium');
    const expert = stringFlag(p, 'expert');
    const input: SignalInput = {
      symbol,
      type: type as SignalType,
      asset_type: assetType as AssetType,
      entry_price: price(stringFlag(p, 'entry'), 'entry'),
      stop_loss: price(stringFlag(p, 'stop'), 'stop'),
      take_profit: price(stringFlag(p, 'target'), 'target'),
      timeframe: stringFlag(p, 'timeframe') ?? null,
      analysis_type: stringFlag(p, 'analysis') ?? null,
      description: stringFlag(p, 'description') ?? null,
      chart_image: stringFlag(p, 'chart-image') ?? null,
      is_premium: premium !== undefined,
      required_plan_id: premium !== undefined ? await planId(db, premium) : null,
      expert_id: expert ? (await resolveUser(db, expert)).id : null,
      status: p.values.active === true ? 'active' : 'pending',
    };
    const row = await asUsage(createSignal(db, publish, input));
    out(`signal-publish: ${describeSignal(row)}`);
  },
};

function transitionCommand(
  name: string,
  summary: string,
  transition: SignalTransition,
): AdminCommand {
  return {
    name,
    summary,
    usage: `${name} <signal id>`,
    async run(args, { db, out, publish }) {
      const id = signalId(positional(parse(args, {}), 0, 'signal id'));
      const row = await asUsage(moveSignal(db, publish, id, transition));
      out(`${name}: ${describeSignal(row)}`);
    },
  };
}

export const signalActivateCommand = transitionCommand(
  'signal-activate',
  'activate a pending signal (pushed live)',
  { to: 'active' },
);
export const signalCancelCommand = transitionCommand(
  'signal-cancel',
  'cancel a pending or active signal (pushed live)',
  { to: 'cancelled' },
);

export const signalCloseCommand: AdminCommand = {
  name: 'signal-close',
  summary: 'close an active signal with profit or loss (pushed live)',
  usage: 'signal-close <signal id> <profit|loss>',
  async run(args, { db, out, publish }) {
    const p = parse(args, {});
    const id = signalId(positional(p, 0, 'signal id'));
    const result = positional(p, 1, 'profit|loss');
    if (result !== 'profit' && result !== 'loss')
      throw new UsageError('the result is profit or loss');
    const row = await asUsage(moveSignal(db, publish, id, { to: 'closed', result }));
    out(`signal-close: ${describeSignal(row)}`);
  },
};

export const signalListCommand: AdminCommand = {
  name: 'signal-list',
  readOnly: true,
  summary: 'list the newest signals',
  usage: 'signal-list [--limit <n>]',
  async run(args, { db, out }) {
    const p = parse(args, { limit: { type: 'string' } });
    const limit = Math.min(Number(stringFlag(p, 'limit') ?? 20) || 20, 1000);
    const { rows, total } = await listSignals(db, {}, limit, 0);
    out(`${total} signals`);
    for (const row of rows) out(`  ${describeSignal(row)}`);
  },
};
