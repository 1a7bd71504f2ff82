// Buying a bot (issue 14): a plan, the form the server's form-fields describe (checked here for
// required, min/max, options and length, checked again by the server), then the shared
// PurchaseDialog with the plan's price and the balance after; Confirm pays with ONE
// Idempotency-Key per opening; a 402 shows the dialog's insufficient state with its top-up.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AlgoBotDetails, AlgoFormField, AlgoPlan, Language } from '@savdo/contract';
import { formatUzs, mergeUser, toast } from '@savdo/core';
import { newIdempotencyKey, refreshUser } from '@savdo/core/purchase';
import { algoApi, algoChanged, algoFormFieldsQuery, algoPlansQuery } from '@savdo/core/algo';
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
import { algoText } from '@savdo/ui/algo';
import { PurchaseDialog } from '@savdo/ui/purchase';
import { checkForm, formValues, type FieldProblem } from './form-rules';
import { algoBotStrings } from './strings';

const Form = styled.form`
  display: grid;
  gap: ${token('space-3')};
  max-width: 32rem;
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
  const plan = plans.find((p) => p.id === planId) ?? plans[0];

  if (!signedIn) return <p>{t('buy.signIn')}</p>;
  if (bot.purchased) return <p data-purchased="">{t('buy.purchased')}</p>;

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
          <Select
            label={t('buy.plan')}
            value={String(plan?.id ?? '')}
            options={plans.map((p) => ({
              value: String(p.id),
              label: `${planLabel(p, lang)} · ${formatUzs(p.price, lang)}`,
            }))}
            onChange={(e) => setPlanId(Number(e.target.value))}
          />
        ) : null}
        {fields.map((field) =>
          field.type === 'select' ? (
            <Select
              key={field.name}
              label={fieldLabel(field, lang)}
              value={values[field.name] ?? ''}
              required={field.required}
              options={[
                { value: '', label: field.placeholder ?? '' },
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
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
          ),
        )}
        <Button type="submit" disabled={!plan}>
          {t('buy.submit')}
        </Button>
      </Form>
      <PurchaseDialog
        open={key !== null}
        title={t('buy.title')}
        itemTitle={algoText(bot, lang).name}
        itemDescription={
          plan
            ? `${planLabel(plan, lang)} · ${plan.duration_days === null ? t('buy.lifetime') : t('buy.days', { count: plan.duration_days })}`
            : ''
        }
        price={plan?.price ?? 0}
        onConfirm={confirm}
        onClose={() => setKey(null)}
      />
    </>
  );
}
