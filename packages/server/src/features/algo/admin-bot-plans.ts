/**
 * An expert advisor's plan list as the back office replaces it (PATCH /admin/algo-trade/bots/{id}
 * `plans`): no two plans of one period, a plan named by id must be the listing's, and a plan
 * that was bought stays (its purchases point at it; the operator changes its price instead).
 * Its name and uz/ru labels follow from the period, as the demo plans' do.
 */
import { ALGO_ADMIN_MESSAGES, type AdminBotPlanInput } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ValidationError } from '../../domain-errors';
import { insertRow, json, updateRow } from '../../db/rows';
import type { PlanRow } from './repository';

/** A plan row as written: with its place in the list. */
type PlanColumns = PlanRow & { position: number };

const refuse = (message: string) => new ValidationError(message, { plans: message });

/** Russian plural: 1 месяц, 2 месяца, 5 месяцев. */
function ru(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return `${n} ${many}`;
  if (units === 1) return `${n} ${one}`;
  if (units >= 2 && units <= 4) return `${n} ${few}`;
  return `${n} ${many}`;
}

/** "1 month" / "1 oy" / "1 месяц"; "Lifetime" for no end. */
export function planNames(days: number | null): {
  name: string;
  labels: { uz: string; ru: string };
} {
  if (days === null) return { name: 'Lifetime', labels: { uz: 'Umrbod', ru: 'Навсегда' } };
  const en = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days % 365 === 0) {
    const n = days / 365;
    return { name: en(n, 'year'), labels: { uz: `${n} yil`, ru: ru(n, 'год', 'года', 'лет') } };
  }
  if (days % 30 === 0) {
    const n = days / 30;
    return {
      name: en(n, 'month'),
      labels: { uz: `${n} oy`, ru: ru(n, 'месяц', 'месяца', 'месяцев') },
    };
  }
  return {
    name: en(days, 'day'),
    labels: { uz: `${days} kun`, ru: ru(days, 'день', 'дня', 'дней') },
  };
}

/** Replaces the bot's plans inside the caller's transaction, in the order given. */
export async function replacePlans(
  tx: Queryable,
  botId: number,
  plans: readonly AdminBotPlanInput[],
): Promise<void> {
  const periods = plans.map((p) => p.duration_days ?? 'lifetime');
  if (new Set(periods).size !== periods.length) throw refuse(ALGO_ADMIN_MESSAGES.planPeriodTwice);
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM algo_plans WHERE bot_id = $1', [
    botId,
  ]);
  const have = new Set(rows.map((r) => Number(r.id)));
  const named = plans.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  if (named.some((id) => !have.has(id)) || new Set(named).size !== named.length)
    throw refuse(ALGO_ADMIN_MESSAGES.planNotOfBot);
  const removed = [...have].filter((id) => !named.includes(id));
  if (removed.length > 0) {
    const bought = await tx.query(
      'SELECT 1 FROM expert_advisors WHERE plan_id = ANY($1::bigint[]) LIMIT 1',
      [removed],
    );
    if (bought.rows.length > 0) throw refuse(ALGO_ADMIN_MESSAGES.planBought);
    await tx.query('DELETE FROM algo_plans WHERE id = ANY($1::bigint[])', [removed]);
  }
  for (const [position, plan] of plans.entries()) {
    const { name, labels } = planNames(plan.duration_days);
    const values = {
      name,
      labels: json(labels),
      price: plan.price,
      duration_days: plan.duration_days,
      position,
    };
    if (plan.id === undefined)
      await insertRow<PlanColumns>(tx, 'algo_plans', { bot_id: botId, ...values });
    else await updateRow<PlanColumns>(tx, 'algo_plans', { id: plan.id }, values);
  }
}
