// An expert advisor's plan list in its edit dialog: a row per plan (its period in days or
// lifetime, its price in UZS), rows added and removed, at least one kept. The rows are the
// operator's text; bot-edit-dialog.tsx turns them into the contract's `plans` and the schema's
// or the server's refusal shows under the list.
import styled from 'styled-components';
import type { AdminBotPlanInput, AlgoPlan } from '@savdo/contract';
import { Button, Checkbox, Cluster, Stack, TextField, token, useT } from '@savdo/ui';
import { numberOf } from './numbers';
import { contentStrings } from './strings';

export interface PlanDraft {
  /** The listing's plan this row edits; none for a new one. */
  id?: number;
  days: string;
  lifetime: boolean;
  price: string;
}

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

export function planDraftsOf(plans: readonly AlgoPlan[]): PlanDraft[] {
  return plans.map((p) => ({
    id: p.id,
    days: p.duration_days === null ? '' : String(p.duration_days),
    lifetime: p.duration_days === null,
    price: String(p.price),
  }));
}

export function plansOf(rows: readonly PlanDraft[]): AdminBotPlanInput[] {
  return rows.map((row) => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    duration_days: row.lifetime ? null : numberOf(row.days),
    price: numberOf(row.price),
  }));
}

/** Whether two rows name one period (the schema cannot say it; the server refuses it too). */
export function periodTwice(rows: readonly PlanDraft[]): boolean {
  const periods = plansOf(rows).map((p) => p.duration_days ?? 'lifetime');
  return new Set(periods).size !== periods.length;
}

export function BotPlansEditor(props: {
  rows: PlanDraft[];
  error?: string;
  onChange: (rows: PlanDraft[]) => void;
}) {
  const t = useT(contentStrings);
  const { rows, onChange } = props;
  const update = (i: number, patch: Partial<PlanDraft>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset data-bot-plans>
      <legend>{t('bots.plans')}</legend>
      <Stack $gap={2}>
        <p>{t('bots.plansHint')}</p>
        {rows.map((row, i) => (
          <Cluster key={row.id ?? `new-${i}`} $gap={2} data-plan-row={i + 1}>
            <TextField
              label={t('bots.planDays', { n: i + 1 })}
              inputMode="numeric"
              value={row.days}
              disabled={row.lifetime}
              onChange={(e) => update(i, { days: e.target.value })}
            />
            <Checkbox
              label={t('bots.planLifetime', { n: i + 1 })}
              checked={row.lifetime}
              onChange={(e) => update(i, { lifetime: e.target.checked })}
            />
            <TextField
              label={t('bots.planPrice', { n: i + 1 })}
              inputMode="numeric"
              value={row.price}
              onChange={(e) => update(i, { price: e.target.value })}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={rows.length <= 1}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {t('bots.planRemove', { n: i + 1 })}
            </Button>
          </Cluster>
        ))}
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange([...rows, { days: '', lifetime: false, price: '' }])}
          >
            {t('bots.planAdd')}
          </Button>
        </div>
        {props.error ? <Failure role="alert">{props.error}</Failure> : null}
      </Stack>
    </fieldset>
  );
}
