// Subscription plans, contract-typed: the three demo plans (Basic 99 000, Pro 249 000,
// VIP 590 000 UZS, 30 days, levels 1/2/3, with uz and ru texts), a subscription factory, and the
// /subscription routes answering as the server does: quotes per action (an upgrade credits the
// unused part of the current plan), 402 with the shortfall when the balance falls short, 409 for a
// lower plan or a renewal already paid ahead, and one answer per Idempotency-Key.
import {
  IDEMPOTENCY_KEY_HEADER,
  insufficientBalanceMessage,
  type ApiError,
  type MySubscription,
  type MySubscriptionResponse,
  type PlanListResponse,
  type SubscriptionAction,
  type SubscriptionPlan,
  type SubscriptionPurchaseResponse,
  type SubscriptionQuote,
  type SubscriptionQuoteResponse,
} from '@savdo/contract';
import { failure, ok, type FakeAnswer, type RouteTable } from './fake-api';

const DAY_MS = 86_400_000;

export function makePlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: 1,
    name: 'Basic',
    level: 1,
    price: 99_000,
    duration_days: 30,
    features: ['Premium signals'],
    translations: {},
    ...overrides,
  };
}

/** The demo plans, lowest level first, as GET /subscription/plans lists them. */
export function makePlans(): SubscriptionPlan[] {
  return [
    makePlan({
      id: 1,
      name: 'Basic',
      level: 1,
      price: 99_000,
      features: ['Premium signals: entry and stop levels', 'Signal notifications'],
      translations: {
        uz: {
          name: 'Boshlang‘ich',
          features: ['Premium signallar: kirish va stop darajalari', 'Signal bildirishnomalari'],
        },
        ru: {
          name: 'Базовый',
          features: ['Премиум-сигналы: уровни входа и стопа', 'Уведомления о сигналах'],
        },
      },
    }),
    makePlan({
      id: 2,
      name: 'Pro',
      level: 2,
      price: 249_000,
      features: ['Everything in Basic', 'Take-profit levels and analysis', 'Priority support'],
      translations: {
        uz: {
          name: 'Pro',
          features: [
            'Boshlang‘ichdagi hamma narsa',
            'Take-profit darajalari va tahlil',
            'Ustuvor yordam',
          ],
        },
        ru: {
          name: 'Про',
          features: ['Всё из Базового', 'Уровни тейк-профита и анализ', 'Приоритетная поддержка'],
        },
      },
    }),
    makePlan({
      id: 3,
      name: 'VIP',
      level: 3,
      price: 590_000,
      features: ['Everything in Pro', 'VIP signals', 'Personal mentor chat'],
      translations: {
        uz: {
          name: 'VIP',
          features: ['Pro’dagi hamma narsa', 'VIP signallar', 'Shaxsiy mentor bilan chat'],
        },
        ru: {
          name: 'VIP',
          features: ['Всё из Про', 'VIP-сигналы', 'Личный чат с наставником'],
        },
      },
    }),
  ];
}

/** A subscription to `plan` that started `daysUsed` days before `now` and runs its period. */
export function makeSubscription(
  plan: SubscriptionPlan,
  overrides: Partial<MySubscription> = {},
  { now = Date.now(), daysUsed = 10 }: { now?: number; daysUsed?: number } = {},
): MySubscription {
  const started = now - daysUsed * DAY_MS;
  return {
    id: 900 + plan.id,
    plan_id: plan.id,
    plan_name: plan.name,
    level: plan.level,
    status: 'active',
    started_at: new Date(started).toISOString(),
    expires_at: new Date(started + plan.duration_days * DAY_MS).toISOString(),
    auto_renew: true,
    price_paid: plan.price,
    ...overrides,
  };
}

export interface PlansServer {
  plans: SubscriptionPlan[];
  subscription: MySubscription | null;
  /** The balance purchases are paid from. */
  balance: number;
  /** The clock of quotes and purchases (Date.now by default). */
  now?: () => number;
  /** When set, every /subscription route answers this status. */
  failWith?: number;
  /** Answers of the purchase route by Idempotency-Key (a retry gets the first answer). */
  purchases?: Map<string, FakeAnswer>;
}

function conflict(code: string, message: string): FakeAnswer {
  return { status: 409, body: { message, code } satisfies Partial<ApiError> };
}

function isLive(sub: MySubscription | null): sub is MySubscription {
  return sub !== null && (sub.status === 'active' || sub.status === 'pending_payment');
}

/** The quote the server gives for `plan` now, or the 409 it refuses with. */
export function quoteFor(
  server: PlansServer,
  plan: SubscriptionPlan,
): SubscriptionQuote | FakeAnswer {
  const now = server.now?.() ?? Date.now();
  const sub = server.subscription;
  const end = (from: number) => new Date(from + plan.duration_days * DAY_MS).toISOString();
  const base = { plan_id: plan.id, price: plan.price };
  if (!isLive(sub)) {
    return {
      ...base,
      action: 'subscribe',
      credit: 0,
      charge: plan.price,
      starts_at: new Date(now).toISOString(),
      expires_at: end(now),
    };
  }
  const expires = sub.expires_at === null ? Infinity : Date.parse(sub.expires_at);
  if (plan.id === sub.plan_id) {
    if (expires - now > plan.duration_days * DAY_MS)
      return conflict('plan.renewed_ahead', 'Your plan is already paid for the next period');
    const from = Math.max(now, expires);
    return {
      ...base,
      action: 'renew',
      credit: 0,
      charge: plan.price,
      starts_at: new Date(from).toISOString(),
      expires_at: end(from),
    };
  }
  if (plan.level <= sub.level)
    return conflict('plan.upgrade_higher_only', 'Choose a plan above your current one to upgrade');
  const current = server.plans.find((p) => p.id === sub.plan_id);
  const left = Math.max(
    0,
    Math.min(1, (expires - now) / ((current?.duration_days ?? 30) * DAY_MS)),
  );
  const credit = Math.min(plan.price, Math.floor(sub.price_paid * left));
  return {
    ...base,
    action: 'upgrade',
    credit,
    charge: plan.price - credit,
    starts_at: new Date(now).toISOString(),
    expires_at: end(now),
  };
}

function isQuote(answer: SubscriptionQuote | FakeAnswer): answer is SubscriptionQuote {
  return 'action' in answer;
}

export function plansRoutes(server: PlansServer): RouteTable {
  const purchases = (server.purchases ??= new Map());
  const planOf = (id: string | undefined) => server.plans.find((p) => String(p.id) === id);
  const mine = () => ok<MySubscriptionResponse>({ result: server.subscription });
  return {
    'GET /subscription/plans': () =>
      server.failWith ? failure(server.failWith) : ok<PlanListResponse>({ result: server.plans }),
    'GET /subscription/me': () => (server.failWith ? failure(server.failWith) : mine()),
    'GET /subscription/plans/:id/quote': (request) => {
      if (server.failWith) return failure(server.failWith);
      const plan = planOf(request.params.id);
      if (!plan)
        return { status: 404, body: { message: 'Plan not found', code: 'plan.not_found' } };
      const quote = quoteFor(server, plan);
      return isQuote(quote) ? ok<SubscriptionQuoteResponse>({ result: quote }) : quote;
    },
    'POST /subscription/plans/:id/purchase': (request) => {
      if (server.failWith) return failure(server.failWith);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? '';
      const seen = purchases.get(key);
      if (seen) return seen;
      const plan = planOf(request.params.id);
      if (!plan)
        return { status: 404, body: { message: 'Plan not found', code: 'plan.not_found' } };
      const quote = quoteFor(server, plan);
      if (!isQuote(quote)) return quote;
      const action = (request.body as { action?: SubscriptionAction } | null)?.action;
      if (action !== quote.action)
        return conflict('conflict', 'Your subscription changed meanwhile; please look again');
      if (quote.charge > server.balance) {
        const shortfall = quote.charge - server.balance;
        return {
          status: 402,
          body: {
            message: insufficientBalanceMessage(shortfall),
            code: 'purchase.insufficient_balance',
            shortfall,
          } satisfies Partial<ApiError>,
        };
      }
      const now = server.now?.() ?? Date.now();
      server.balance -= quote.charge;
      const renewing = quote.action === 'renew' && server.subscription !== null;
      server.subscription = {
        ...(server.subscription ?? makeSubscription(plan)),
        ...(renewing ? {} : { id: 900 + plan.id, started_at: quote.starts_at }),
        plan_id: plan.id,
        plan_name: plan.name,
        level: plan.level,
        status: 'active',
        expires_at: quote.expires_at,
        auto_renew: true,
        price_paid: quote.charge,
      };
      const answer = ok<SubscriptionPurchaseResponse>({
        result: {
          subscription: server.subscription,
          purchase: {
            id: purchases.size + 1,
            kind: 'plan',
            item_id: plan.id,
            title: plan.name,
            price: quote.price,
            charged: quote.charge,
            balance: server.balance,
            created_at: new Date(now).toISOString(),
          },
        },
      });
      purchases.set(key, answer);
      return answer;
    },
    'POST /subscription/cancel': () => {
      if (server.failWith) return failure(server.failWith);
      if (!isLive(server.subscription))
        return conflict('plan.none_active', 'You have no active plan');
      server.subscription = { ...server.subscription, auto_renew: false };
      return mine();
    },
    'POST /subscription/resume': () => {
      if (server.failWith) return failure(server.failWith);
      if (!isLive(server.subscription))
        return conflict('plan.none_active', 'You have no active plan');
      server.subscription = { ...server.subscription, auto_renew: true };
      return mine();
    },
  };
}
