/**
 * Expert advisors as the purchase service sells them (kind 'algo_trade'): the item is the bot,
 * the options its plan and the purchase form's values (`{ plan_id, fields }`, the spec's
 * `algo_trade_data` through a provider payment too). The price is the plan's; one live expert
 * advisor per user and bot; the grant creates it in progress with a fresh bridge key.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import type { Purchasable, PurchaseRequest } from '../purchases';
import { checkFormValues, type AlgoFormValues } from './form-fields';
import { BOT_NOT_FOUND } from './market-service';
import {
  endEaOfPurchase,
  findBot,
  findLiveEa,
  listPlans,
  type BotRow,
  type PlanRow,
} from './repository';

export const PLAN_NOT_FOUND = 'Plan not found';
export const EA_ALREADY_LIVE =
  'You already have a running expert advisor of this bot; it can be bought again when it ends';

/** 32 random bytes, URL-safe: what the terminal bridge sends in X-Savdo-EA-Key. */
export function newBridgeKey(): string {
  return `ea_${randomBytes(32).toString('base64url')}`;
}

function optionsOf(options: unknown): { planId: unknown; fields: unknown } {
  const o = (typeof options === 'object' && options !== null ? options : {}) as Record<
    string,
    unknown
  >;
  return { planId: o.plan_id, fields: o.fields };
}

interface Terms {
  bot: BotRow;
  plan: PlanRow;
  values: AlgoFormValues;
}

async function termsOf(tx: Queryable, request: PurchaseRequest): Promise<Terms> {
  const bot = await findBot(tx, request.itemId);
  if (!bot) throw new NotFoundError(BOT_NOT_FOUND);
  const { planId, fields } = optionsOf(request.options);
  const plans = await listPlans(tx, bot.id);
  // No plan named: the first (the cheapest, as the seed orders them).
  const plan =
    planId === undefined || planId === null ? plans[0] : plans.find((p) => p.id === Number(planId));
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  const values = checkFormValues(bot.platforms, fields, bot.form_fields);
  if (await findLiveEa(tx, request.userId, bot.id)) throw new ConflictError(EA_ALREADY_LIVE);
  return { bot, plan, values };
}

export const eaPurchasable: Purchasable = {
  kind: 'algo_trade',
  async quote(tx, request) {
    const { bot, plan } = await termsOf(tx, request);
    const price = Number(plan.price);
    const name = `${bot.name} (${plan.name})`.slice(0, 300);
    const uz = bot.translations.uz?.name;
    const ru = bot.translations.ru?.name;
    return {
      title: name,
      price,
      charge: price,
      reasonParams: {
        name,
        ...(uz ? { name_uz: `${uz} (${plan.labels.uz ?? plan.name})` } : {}),
        ...(ru ? { name_ru: `${ru} (${plan.labels.ru ?? plan.name})` } : {}),
      },
    };
  },
  async grant(tx, request) {
    const { bot, plan, values } = await termsOf(tx, request);
    if (!bot.platforms.includes(values.platform))
      throw new ValidationError('Platform is not supported', {
        platform: 'Platform is not supported',
      });
    const expires =
      plan.duration_days === null
        ? null
        : new Date(request.now.getTime() + plan.duration_days * 86_400_000);
    await tx.query(
      `INSERT INTO expert_advisors (user_id, bot_id, plan_id, purchase_id, platform, broker,
         account_name, login, server, deposit, risk, bridge_key, purchased_at, expires_at,
         status_changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $13)`,
      [
        request.userId,
        bot.id,
        plan.id,
        request.purchase.id,
        values.platform,
        values.broker,
        values.account_name,
        values.login,
        values.server,
        values.deposit,
        values.risk,
        newBridgeKey(),
        request.now,
        expires,
      ],
    );
  },
  async revoke(tx, purchase) {
    await endEaOfPurchase(tx, purchase.id);
  },
};
