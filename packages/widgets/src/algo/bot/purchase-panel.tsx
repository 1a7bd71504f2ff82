// Buying a bot: a plan, the form the server's form-fields describe (checked here for
// required, min/max, options and length, checked again by the server), then the shared
// PurchaseDialog with the plan's price and the balance after; Confirm pays with ONE
// Idempotency-Key per opening; a 402 shows the dialog's insufficient state with its top-up.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AlgoBotDetails, AlgoFormField, AlgoPlan, Language } from '@savdo/contract';
import { formatNumber, formatUzs, mergeUser, toast } from '@savdo/core';
import { newIdempotencyKey, refreshUser } from '@savdo/core/payments';
import {
  algoApi,
  algoChanged,
  algoFormFieldsQuery,
  algoPlansQuery,
  myExpertAdvisorsQuery,
} from '@savdo/core/algo';
import {
  Button,
  Select,
  TextField,
  token,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
} from '@savdo/ui';
import { algoPaths, algoText } from '@savdo/ui/algo';
import { CourseLink } from '@savdo/ui/courses';
import { PurchaseDialog } from '@savdo/ui/payments';
import { checkForm, formValues, type FieldProblem } from './form-rules';
import { algoBotStrings } from './strings';

const Form = styled.form`
  display: grid;
  gap: ${token('space-3')};
  fieldset {
    display: grid;
    gap: ${token('space-2')};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${token('space-2')};
    font-size: ${token('font-size-sm')};
    font-weight: 600;
  }
  .algo-plan {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${token('space-1')} ${token('space-2')};
    align-items: center;
    padding: ${token('space-2')} ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    cursor: pointer;
    transition: border-color ${token('duration-fast')};
  }
  .algo-plan:hover {
    border-color: ${token('color-accent')};
  }
  .algo-plan:has(input:checked) {
    border-color: ${token('color-accent')};
    background: ${token('color-info-soft')};
  }
  .algo-plan input {
    margin: 0;
    accent-color: ${token('color-accent')};
  }
  .algo-plan:has(input:focus-visible) {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: ${token('focus-ring-offset')};
  }
  .algo-plan-name {
    font-weight: 600;
  }
  .algo-plan-term {
    grid-column: 2;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .algo-plan-price {
    grid-row: 1 / span 2;
    grid-column: 3;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .algo-total {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${token('space-2')};
    padding-top: ${token('space-3')};
    border-top: ${token('border-width')} solid ${token('color-border')};
  }
  .algo-total strong {
    font-size: ${token('font-size-xl')};
    font-variant-numeric: tabular-nums;
  }
  .algo-note {
    margin: 0;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  button[type='submit'] {
    width: 100%;
  }
`;

const Notice = styled.div`
  display: grid;
  gap: ${token('space-1')};
  padding: ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  p {
    margin: 0;
  }
  &[data-purchased] {
    background: ${token('color-success-soft')};
    color: ${token('color-success')};
  }
  &[data-purchased] p + p {
    color: ${token('color-text')};
    font-size: ${token('font-size-sm')};
  }
`;

function planLabel(plan: AlgoPlan, lang: Language): string {
  return (lang === 'en' ? undefined : plan.labels[lang]) || plan.name;
}

function fieldLabel(field: AlgoFormField, lang: Language): string {
  return (lang === 'en' ? undefined : field.labels[lang]) || field.label;
}

export function PurchasePanel({ bot }: { bot: AlgoBotDetails }) {
  const t = useT(algoBotStrings);
  const lang = useLanguage();
  const { signedIn } = useOwnSession();
  const $plans = useMemo(() => algoPlansQuery(bot.id), [bot.id]);
  const $fields = useMemo(() => algoFormFieldsQuery(bot.id), [bot.id]);
  const plans = useStore($plans).data?.result ?? [];
  const fields = useStore($fields).data?.result ?? [];
  const [planId, setPlanId] = useState<number | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [key, setKey] = useState<string | null>(null);
  const [boughtId, setBoughtId] = useState<number | null>(null);
  const plan = plans.find((p) => p.id === planId) ?? plans[0];

  if (!signedIn)
    return (
      <Notice>
        <p>{t('buy.signIn')}</p>
      </Notice>
    );
  if (bot.purchased)
    return (
      <Notice data-purchased="">
        <p>
          <strong>{t('buy.purchased')}</strong>
        </p>
        <p>{t('buy.purchasedHint')}</p>
        <MyEaLink botId={bot.id} boughtId={boughtId} />
      </Notice>
    );

  const term = (p: AlgoPlan) =>
    p.duration_days === null ? t('buy.lifetime') : t('buy.days', { count: p.duration_days });

  const problemText = (p: FieldProblem) =>
    p.key === 'min'
      ? t('field.min', { min: p.min })
      : p.key === 'max'
        ? t('field.max', { max: p.max })
        : p.key === 'tooLong'
          ? t('field.tooLong', { max: p.max })
          : t(`field.${p.key}`);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkForm(fields, values);
    setProblems(found);
    if (Object.keys(found).length === 0 && plan) setKey(newIdempotencyKey());
  };

  const confirm = async () => {
    if (!key || !plan) return;
    const { result } = await algoApi.purchaseAlgoBot(
      bot.id,
      { plan_id: plan.id, fields: formValues(fields, values) },
      key,
    );
    setBoughtId(result.expert_advisor.id);
    mergeUser({ balance: result.purchase.balance });
    algoChanged();
    void refreshUser();
    toast.success(t('buy.done', { name: algoText(bot, lang).name }));
    setKey(null);
  };

  return (
    <>
      <Form part="purchase" noValidate onSubmit={submit} aria-label={t('buy.title')}>
        {plans.length > 0 ? (
          <fieldset>
            <legend>{t('buy.plan')}</legend>
            {plans.map((p) => (
              <label key={p.id} className="algo-plan" data-plan-id={p.id}>
                <input
                  type="radio"
                  name="plan"
                  value={p.id}
                  checked={plan?.id === p.id}
                  onChange={() => setPlanId(p.id)}
                />
                <span className="algo-plan-name">{planLabel(p, lang)}</span>
                {term(p).toLowerCase() !== planLabel(p, lang).toLowerCase() ? (
                  <span className="algo-plan-term">{term(p)}</span>
                ) : null}
                <span className="algo-plan-price">{formatUzs(p.price, lang)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {fields.length > 0 ? (
          <fieldset>
            <legend>{t('buy.account')}</legend>
            {fields.map((field) =>
              field.type === 'select' ? (
                <Select
                  key={field.name}
                  label={fieldLabel(field, lang)}
                  value={values[field.name] ?? ''}
                  required={field.required}
                  error={problems[field.name] ? problemText(problems[field.name]!) : undefined}
                  options={[
                    { value: '', label: field.placeholder ?? t('buy.choose') },
                    ...(field.options ?? []).map((o) => ({ value: o, label: o })),
                  ]}
                  onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                />
              ) : (
                <TextField
                  key={field.name}
                  label={fieldLabel(field, lang)}
                  name={field.name}
                  type={field.type === 'password' ? 'password' : 'text'}
                  inputMode={field.type === 'number' ? 'decimal' : undefined}
                  placeholder={field.placeholder}
                  required={field.required}
                  value={values[field.name] ?? ''}
                  error={problems[field.name] ? problemText(problems[field.name]!) : undefined}
                  hint={
                    field.type === 'number' && field.min !== undefined && field.max !== undefined
                      ? t('field.range', {
                          min: formatNumber(field.min, lang),
                          max: formatNumber(field.max, lang),
                        })
                      : undefined
                  }
                  onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                />
              ),
            )}
          </fieldset>
        ) : null}
        {plan ? (
          <p className="algo-total">
            <span>{t('buy.total')}</span>
            <strong data-total="">{formatUzs(plan.price, lang)}</strong>
          </p>
        ) : null}
        <Button type="submit" disabled={!plan}>
          {t('buy.submit')}
        </Button>
        <p className="algo-note">{t('buy.note')}</p>
      </Form>
      <PurchaseDialog
        open={key !== null}
        title={t('buy.title')}
        itemTitle={algoText(bot, lang).name}
        itemDescription={plan ? `${planLabel(plan, lang)} · ${term(plan)}` : ''}
        price={plan?.price ?? 0}
        onConfirm={confirm}
        onClose={() => setKey(null)}
      />
    </>
  );
}

const $mine = myExpertAdvisorsQuery();

/**
 * The bought expert advisor's page, where its file and install steps are
 * (docs/decisions/0282-expert-advisor-delivery.md): the one just bought, or on a later visit the
 * newest of this bot among my expert advisors.
 */
function MyEaLink({ botId, boughtId }: { botId: number; boughtId: number | null }) {
  const t = useT(algoBotStrings);
  const mine = useStore($mine).data?.result.data ?? [];
  const id = boughtId ?? mine.find((ea) => ea.algo_trade_id === botId)?.id;
  if (id === undefined) return null;
  return (
    <p>
      <CourseLink to={algoPaths.mine(id)} data-my-expert-advisor-link={id}>
        {t('buy.openMine')}
      </CourseLink>
    </p>
  );
}
