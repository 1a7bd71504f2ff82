/**
 * Personal buy/sell advice is refused (docs/decisions/0250-ai-assistant.md): "should I buy bitcoin
 * now?", "qaysi aksiyani sotib olay?", "стоит ли продавать золото?" get the fixed refusal with the
 * disclaimer, before any search or model call. The patterns look for a first-person decision about
 * a trade (should I /
 * -aymi / стоит ли) or a prediction request (will X go up), in uz, ru and en. Questions about
 * buying our own things (a module, a plan, a top-up) are questions about the product, not
 * advice, and pass. The model is told the same rule (prompt.ts) for what slips through.
 */
import { normalizeText } from './text-analysis';

const EN: RegExp[] = [
  /\bshould (i|we) (buy|sell|short|long|go long|go short|hold|invest|enter|exit|close)\b/,
  /\b(is it|is now) (a )?(good|right|the right|bad) (time|moment|idea) to (buy|sell|short|invest|enter)\b/,
  /\b(buy|sell|long|short) or (sell|buy|hold|short|long|wait)\b/,
  /\bwhat (stock|stocks|coin|coins|crypto|currency|pair|asset|shares?) (should|to|do you recommend|would you)\b/,
  /\bwhich (stock|stocks|coin|coins|crypto|currency|pair|asset|shares?) (should|to|is best|will)\b/,
  /\b(recommend|tell) me (a |what |which )?(stock|coin|crypto|trade|pair|asset|to buy|to sell)\b/,
  /\bwill (the )?[a-z0-9/]{2,20} (go up|go down|rise|fall|pump|dump|grow|crash)\b/,
  /\b(do i|should i) (take|enter) (this|the|a) (trade|position)\b/,
  /\bwhere (should i|to) (buy|sell|put my stop|enter)\b/,
];

const UZ: RegExp[] = [
  /\b(sotib olsam|sotsam|sotib olaymi|sotaymi|olaymi|sotib olish kerakmi|sotish kerakmi|olish kerakmi|sotib olgan yaxshimi|sotgan yaxshimi)\b/,
  /\b(qaysi|qanday) (aksiya|aksiyani|kripto|kriptovalyuta|valyuta|juftlik|tanga|aktiv)[a-z]* (sotib ol|ol|sot)/,
  /\b(sotib olish|sotish)ga arziydimi\b/,
  /\b(kotariladimi|tushadimi|oshadimi|pasayadimi)\b/,
];

const RU: RegExp[] = [
  /(стоит ли|стоит|нужно ли|надо ли|можно ли сейчас) (мне )?(сейчас )?(покупать|купить|продавать|продать|шортить|входить|вкладывать)/,
  /(покупать|продавать) ли($|[\s?.,!])/,
  /(купить|покупать) или (продать|продавать|держать|ждать)/,
  /(какую|какие|какой) (акци|монет|крипт|валют|пар|актив)[а-я]* (купить|покупать|продать|выбрать)/,
  /(посоветуй|порекомендуй|подскажи)[а-я]* (что|какую|какие|какой)? ?(купить|продать|акци|монет|крипт)/,
  /(вырастет|упадет|подорожает|подешевеет|пойдет вверх|пойдет вниз)/,
];

/** Our own things: asking whether to buy these is a product question. */
const PRODUCT =
  /\b(module|modules|course|courses|lesson|plan|plans|subscription|resource|top up|top-up|balance|modul|kurs|dars|obuna|tarif|resurs|balans|toldir)|(модул|курс|урок|подписк|тариф|ресурс|баланс|пополн)/;

export function asksForPersonalAdvice(question: string): boolean {
  const text = normalizeText(question).replace(/\s+/g, ' ');
  if (PRODUCT.test(text)) return false;
  return [...EN, ...UZ, ...RU].some((pattern) => pattern.test(text));
}
