/**
 * Sandbox checkout pages (docs/decisions/0150-payments.md), served only in sandbox mode (no
 * provider keys, never in production): `/sandbox/payme/<base64 params>` and `/sandbox/click?...`
 * look like a plain provider page (card number, pay, decline) and drive our merchant endpoints over
 * HTTP exactly as Payme's and Click's servers would, with the same Basic auth and MD5 signatures.
 * Then the payer is sent back to the return address, as the providers do.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clickSign } from './click-protocol';
import type { PaymentsConfig } from './payments-config';
import { readPaymeCheckoutParams } from './payme-protocol';
import { escapeHtml } from '../../http/escape-html';

type Lang = 'uz' | 'ru' | 'en';
const TEXT = {
  uz: {
    title: "To'lov (sinov rejimi)",
    note: 'Bu sinov sahifasi: haqiqiy pul yechilmaydi. Har qanday 16 raqamli karta ishlaydi.',
    amount: 'Summa',
    order: 'Buyurtma',
    card: 'Karta raqami',
    expiry: 'Amal qilish muddati',
    pay: "To'lash",
    decline: 'Rad etish',
    badCard: "Karta raqami 16 ta raqamdan iborat bo'lishi kerak",
    failed: "To'lov amalga oshmadi",
    back: 'Saytga qaytish',
  },
  ru: {
    title: 'Оплата (тестовый режим)',
    note: 'Это тестовая страница: деньги не списываются. Подойдёт любая карта из 16 цифр.',
    amount: 'Сумма',
    order: 'Заказ',
    card: 'Номер карты',
    expiry: 'Срок действия',
    pay: 'Оплатить',
    decline: 'Отклонить',
    badCard: 'Номер карты должен состоять из 16 цифр',
    failed: 'Платёж не прошёл',
    back: 'Вернуться на сайт',
  },
  en: {
    title: 'Payment (sandbox)',
    note: 'This is a sandbox page: no real money moves. Any 16-digit card number works.',
    amount: 'Amount',
    order: 'Order',
    card: 'Card number',
    expiry: 'Expiry',
    pay: 'Pay',
    decline: 'Decline',
    badCard: 'The card number must have 16 digits',
    failed: 'The payment did not go through',
    back: 'Back to the site',
  },
} satisfies Record<Lang, Record<string, string>>;

/** Only framing is restricted: the pages' forms post to themselves and then redirect away. */
export const SANDBOX_PAGE_CSP = "frame-ancestors 'none'";

/** An empty icon in the page itself: without it every load asks for /favicon.ico and logs a 404. */
export const SANDBOX_FAVICON = '<link rel="icon" href="data:,">';

const PAYME_BRAND = { name: 'Payme', color: '#00a8b5' };
const CLICK_BRAND = { name: 'Click', color: '#0060df' };

function langOf(request: FastifyRequest): Lang {
  const q =
    (request.query as Record<string, unknown> | undefined)?.lang ??
    (request.body as Record<string, unknown> | undefined)?.lang;
  if (q === 'uz' || q === 'ru' || q === 'en') return q;
  const header = request.headers['accept-language'] ?? '';
  if (/^ru/i.test(header)) return 'ru';
  if (/^en/i.test(header)) return 'en';
  return 'uz';
}

const formatUzs = (amount: number) =>
  `${Math.round(amount).toLocaleString('en-US').replace(/,/g, '\u202f')} UZS`;

function page(
  lang: Lang,
  brand: { name: string; color: string },
  body: {
    amount: number;
    order: string;
    action: string;
    hidden: Record<string, string>;
    error?: string;
  },
): string {
  const t = TEXT[lang];
  const hidden = Object.entries(body.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${SANDBOX_FAVICON}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(brand.name)} — ${escapeHtml(t.title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f8;color:#14171f}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px;color:${brand.color}} p{margin:0 0 16px;color:#555;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 16px} dt{color:#555} dd{margin:0;font-weight:600}
label{display:block;margin:12px 0 4px;font-size:14px} input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:8px}
.row{display:flex;gap:12px;margin-top:20px} button{flex:1;padding:12px;font-size:16px;border:0;border-radius:8px;cursor:pointer}
.pay{background:${brand.color};color:#fff} .decline{background:#e8eaef;color:#14171f}
.error{color:#b00020;font-weight:600}
</style></head><body><main>
<h1>${escapeHtml(brand.name)}</h1><p>${escapeHtml(t.note)}</p>
<dl><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatUzs(body.amount))}</dd><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(body.order)}</dd></dl>
${body.error ? `<p class="error" role="alert">${escapeHtml(body.error)}</p>` : ''}
<form method="post" action="${escapeHtml(body.action)}">${hidden}
<label for="card">${escapeHtml(t.card)}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="8600 0000 0000 0000">
<label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" placeholder="03/99" autocomplete="cc-exp">
<div class="row"><button class="pay" name="choice" value="pay">${escapeHtml(t.pay)}</button><button class="decline" name="choice" value="decline" formnovalidate>${escapeHtml(t.decline)}</button></div>
</form></main></body></html>`;
}

function failurePage(lang: Lang, message: string, back: string | undefined): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${SANDBOX_FAVICON}<title>${escapeHtml(t.failed)}</title></head>
<body><main><h1>${escapeHtml(t.failed)}</h1><p role="alert">${escapeHtml(message)}</p>${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>` : ''}</main></body></html>`;
}

/** Our own address as the provider's server would reach it: the socket we listen on. */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}/api/v1`;
}

const validCard = (card: unknown) =>
  typeof card === 'string' && /^\d{16}$/.test(card.replace(/[\s-]/g, ''));

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

export const paymentSandboxPages: FastifyPluginAsync = async (app) => {
  const config: PaymentsConfig = app.ctx.config.payments;
  if (!config.sandbox) return;
  // A card form is never framed by another page (clickjacking): every answer of these pages
  // says so, in CSP and in the older header (docs/decisions/0275-closed-request-schemas.md).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', SANDBOX_PAGE_CSP);
    reply.header('x-frame-options', 'DENY');
  });
  const site = new URL(app.ctx.config.publicUrl);
  /** Back to the return page, only ever on our own site (a link is easy to forge). */
  const safeReturn = (url: string | undefined): string => {
    if (!url) return '/';
    try {
      const target = new URL(url, site);
      return target.origin === site.origin ? target.toString() : '/';
    } catch {
      return '/';
    }
  };

  async function payme(method: string, params: Record<string, unknown>) {
    const res = await fetch(`${selfUrl(app)}/payments/payme`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`Paycom:${config.payme.key}`).toString('base64')}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: randomInt(1, 1e9), method, params }),
    });
    return (await res.json()) as { result?: unknown; error?: { message: Record<Lang, string> } };
  }

  /** The Payme page for a checkout link, with an error line when given. */
  function paymeView(
    reply: FastifyReply,
    lang: Lang,
    encoded: string,
    params: { amountTiyin: number; orderId: string },
    error?: string,
  ) {
    const body = { amount: params.amountTiyin / 100, order: params.orderId };
    return sendHtml(
      reply,
      error ? 400 : 200,
      page(lang, PAYME_BRAND, {
        ...body,
        action: `/sandbox/payme/${encoded}`,
        hidden: { lang },
        ...(error ? { error } : {}),
      }),
    );
  }

  app.get<{ Params: { '*': string } }>('/sandbox/payme/*', async (request, reply) => {
    const lang = langOf(request);
    const params = readPaymeCheckoutParams(request.params['*']);
    if (!params || params.merchantId !== config.payme.merchantId)
      return sendHtml(reply, 404, failurePage(lang, 'Unknown checkout link', undefined));
    return paymeView(reply, lang, request.params['*'], params);
  });

  // A wildcard: Payme's parameter is base64, which may hold '/' and outgrows a path parameter.
  app.post<{ Params: { '*': string }; Body: Record<string, string> }>(
    '/sandbox/payme/*',
    async (request, reply) => {
      const lang = langOf(request);
      const params = readPaymeCheckoutParams(request.params['*']);
      if (!params || params.merchantId !== config.payme.merchantId)
        return sendHtml(reply, 404, failurePage(lang, 'Unknown checkout link', undefined));
      const choice = request.body?.choice;
      const view = (error: string) => paymeView(reply, lang, request.params['*'], params, error);
      if (choice === 'pay' && !validCard(request.body?.card)) return view(TEXT[lang].badCard);
      const account = { order_id: params.orderId };
      const check = await payme('CheckPerformTransaction', { amount: params.amountTiyin, account });
      if (check.error) return view(check.error.message[lang]);
      const id = randomBytes(12).toString('hex');
      const created = await payme('CreateTransaction', {
        id,
        time: Date.now(),
        amount: params.amountTiyin,
        account,
      });
      if (created.error) return view(created.error.message[lang]);
      const done =
        choice === 'pay'
          ? await payme('PerformTransaction', { id })
          : await payme('CancelTransaction', { id, reason: 3 });
      if (done.error) return view(done.error.message[lang]);
      return reply.redirect(safeReturn(params.returnUrl), 303);
    },
  );

  async function click(action: 0 | 1, fields: Record<string, string>) {
    const signed = {
      ...fields,
      action: String(action),
      sign_string: clickSign(
        { ...(fields as Parameters<typeof clickSign>[0]), action },
        config.click.secretKey,
      ),
    };
    const res = await fetch(
      `${selfUrl(app)}/payments/click/${action === 0 ? 'prepare' : 'complete'}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed).toString(),
      },
    );
    return (await res.json()) as {
      error: number;
      error_note: string;
      merchant_prepare_id?: number;
    };
  }

  const clickQuery = (q: Record<string, unknown>) => {
    const s = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
    return {
      service_id: s('service_id'),
      merchant_id: s('merchant_id'),
      amount: s('amount'),
      transaction_param: s('transaction_param'),
      return_url: s('return_url'),
    };
  };

  type ClickQuery = ReturnType<typeof clickQuery>;
  const isOurClickLink = (q: ClickQuery) =>
    q.service_id === config.click.serviceId &&
    q.merchant_id === config.click.merchantId &&
    q.transaction_param !== '';

  /** The Click page for a checkout link, with an error line when given. */
  function clickView(reply: FastifyReply, lang: Lang, q: ClickQuery, error?: string) {
    return sendHtml(
      reply,
      error ? 400 : 200,
      page(lang, CLICK_BRAND, {
        amount: Number(q.amount),
        order: q.transaction_param,
        action: '/sandbox/click',
        hidden: { ...q, lang },
        ...(error ? { error } : {}),
      }),
    );
  }

  app.get('/sandbox/click', async (request, reply) => {
    const lang = langOf(request);
    const q = clickQuery(request.query as Record<string, unknown>);
    if (!isOurClickLink(q))
      return sendHtml(reply, 404, failurePage(lang, 'Unknown checkout link', undefined));
    return clickView(reply, lang, q);
  });

  app.post<{ Body: Record<string, string> }>('/sandbox/click', async (request, reply) => {
    const lang = langOf(request);
    const q = clickQuery(request.body ?? {});
    if (!isOurClickLink(q))
      return sendHtml(reply, 404, failurePage(lang, 'Unknown checkout link', undefined));
    const choice = request.body?.choice;
    const view = (error: string) => clickView(reply, lang, q, error);
    if (choice === 'pay' && !validCard(request.body?.card)) return view(TEXT[lang].badCard);
    const base = {
      click_trans_id: String(randomInt(1, 2 ** 47)),
      service_id: q.service_id,
      click_paydoc_id: String(randomInt(1, 2 ** 47)),
      merchant_trans_id: q.transaction_param,
      amount: q.amount,
      error: '0',
      error_note: 'Success',
      sign_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
    };
    const prepared = await click(0, base);
    if (prepared.error !== 0) return view(prepared.error_note);
    const completed = await click(1, {
      ...base,
      merchant_prepare_id: String(prepared.merchant_prepare_id),
      ...(choice === 'pay' ? {} : { error: '-5017', error_note: 'Payer declined' }),
    });
    if (choice === 'pay' && completed.error !== 0) return view(completed.error_note);
    return reply.redirect(safeReturn(q.return_url), 303);
  });
};
