// Publishing a signal from the back office: symbol, side, asset type, the three levels, its
// timeframe, the chart picture (uploaded first, its address sent with the signal), the texts in
// uz, ru and en, and whether it is premium and for which plan. The form checks with the
// contract's SignalInputSchema before sending, so it says what the server would.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ASSET_TYPES,
  LANGUAGES,
  SIGNAL_TYPES,
  SignalInputSchema,
  type SignalChartUpload,
  type SignalInput,
  type SubscriptionPlan,
} from '@savdo/contract';
import { adminListQuery, adminWrite, apiErrorMessage } from '@savdo/core';
import {
  Button,
  Card,
  Checkbox,
  Cluster,
  Select,
  TextField,
  token,
  useStore,
  useT,
} from '@savdo/ui';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { signalStrings } from './signal-strings';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${token('space-3')};
`;

const Section = styled(Card)`
  margin-bottom: ${token('space-4')};
  h2 {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-lg')};
  }
`;

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 220px;
  margin-top: ${token('space-2')};
  border-radius: ${token('radius-md')};
`;

const Failure = styled.p`
  color: ${token('color-danger')};
`;

type Texts = Record<string, string>;

function price(text: string | undefined): number {
  const cleaned = (text ?? '').replace(/\s/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The request body from the form's texts; empty optional texts are left out. */
export function signalBody(values: Texts, chartImage: string | null): SignalInput {
  const translations = Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const description = values[`description_${lang}`]?.trim() || null;
      const analysis = values[`analysis_${lang}`]?.trim() || null;
      return description || analysis ? [[lang, { description, analysis_type: analysis }]] : [];
    }),
  );
  const premium = values.is_premium === 'true';
  const body: SignalInput = {
    symbol: (values.symbol ?? '').trim().toUpperCase(),
    type: (values.type ?? 'buy') as SignalInput['type'],
    asset_type: (values.asset_type ?? 'forex') as SignalInput['asset_type'],
    entry_price: price(values.entry_price),
    stop_loss: price(values.stop_loss),
    take_profit: price(values.take_profit),
    status: values.status === 'pending' ? 'pending' : 'active',
    is_premium: premium,
  };
  if (values.timeframe?.trim()) body.timeframe = values.timeframe.trim();
  if (values.description_uz?.trim()) body.description = values.description_uz.trim();
  if (values.analysis_uz?.trim()) body.analysis_type = values.analysis_uz.trim();
  if (Object.keys(translations).length > 0) body.translations = translations;
  if (premium && values.required_plan_id) body.required_plan_id = Number(values.required_plan_id);
  if (chartImage) body.chart_image = chartImage;
  return body;
}

export function SignalForm() {
  const t = useT(adminStrings);
  const signalT = useT(signalStrings);
  const navigate = useNavigate();
  const [chart, setChart] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm({
    initial: (): Texts => ({ type: 'buy', asset_type: 'forex', status: 'active' }),
    schema: SignalInputSchema,
    body: (values) => signalBody(values, chart),
    // A refusal is shown above the buttons, whatever it names.
    fields: [],
    send: (body) => adminWrite('post', '/admin/signals', body),
    onSent: () => navigate('/admin/signals'),
  });
  const { draft: values, errors, setErrors, failure, busy } = form;
  const $plans = useMemo(
    () => adminListQuery<SubscriptionPlan>('/admin/plans', { limit: 100, sort: 'level' }),
    [],
  );
  const plans = useStore($plans).data?.result.data ?? [];

  const set = (name: string) => (value: string) => form.set({ [name]: value });
  const field = (
    name: string,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      label={label}
      hint={extra.hint}
      inputMode={extra.inputMode}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={(event) => set(name)(event.target.value)}
    />
  );

  const uploadChart = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setErrors((e) => ({ ...e, chart_image: '' }));
    try {
      const form = new FormData();
      form.append('file', file);
      const answer = await adminWrite<SignalChartUpload>(
        'post',
        '/admin/signals/chart-image',
        form,
      );
      setChart(answer.url);
    } catch (error) {
      setErrors((e) => ({ ...e, chart_image: apiErrorMessage(error, t('common.failed')) }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={signalT('signals.new')}
    >
      <Section>
        <h2>{signalT('signals.new')}</h2>
        <Grid>
          {field('symbol', signalT('signals.symbol'), { hint: 'EURUSD, BTCUSDT, XAUUSD' })}
          <Select
            label={signalT('signals.side')}
            value={values.type}
            options={SIGNAL_TYPES.map((type) => ({
              value: type,
              label: signalT(`signals.types.${type}`),
            }))}
            onChange={(event) => set('type')(event.target.value)}
          />
          <Select
            label={signalT('signals.assetType')}
            value={values.asset_type}
            options={ASSET_TYPES.map((type) => ({
              value: type,
              label: signalT(`signals.assets.${type}`),
            }))}
            onChange={(event) => set('asset_type')(event.target.value)}
          />
          {field('entry_price', signalT('signals.entry'), { inputMode: 'decimal' })}
          {field('stop_loss', signalT('signals.stopLoss'), { inputMode: 'decimal' })}
          {field('take_profit', signalT('signals.takeProfit'), { inputMode: 'decimal' })}
          {field('timeframe', signalT('signals.timeframe'), { hint: 'H1, H4, D1' })}
          <Select
            label={signalT('signals.status')}
            value={values.status}
            options={[
              { value: 'active', label: signalT('signals.statuses.active') },
              { value: 'pending', label: signalT('signals.statuses.pending') },
            ]}
            onChange={(event) => set('status')(event.target.value)}
          />
        </Grid>
      </Section>
      <Section>
        <h2>{signalT('signals.texts')}</h2>
        <Grid>
          {LANGUAGES.map((lang) => (
            <div key={lang}>
              {field(
                `description_${lang}`,
                signalT('signals.description', { lang: lang.toUpperCase() }),
              )}
              {field(`analysis_${lang}`, signalT('signals.analysis', { lang: lang.toUpperCase() }))}
            </div>
          ))}
        </Grid>
        {errors.translations || errors.description ? (
          <Failure role="alert">{errors.translations ?? errors.description}</Failure>
        ) : null}
      </Section>
      <Section>
        <h2>{signalT('signals.chart')}</h2>
        <TextField
          label={signalT('signals.chartFile')}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          error={errors.chart_image || undefined}
          hint={uploading ? signalT('signals.uploading') : undefined}
          onChange={(event) => void uploadChart(event.target.files?.[0])}
        />
        {chart ? <Preview src={chart} alt={signalT('signals.chartPreview')} /> : null}
      </Section>
      <Section>
        <h2>{signalT('signals.access')}</h2>
        <Cluster $gap={3}>
          <Checkbox
            label={signalT('signals.premium')}
            checked={values.is_premium === 'true'}
            onChange={(event) => set('is_premium')(String(event.target.checked))}
          />
          {values.is_premium === 'true' ? (
            <Select
              label={signalT('signals.plan')}
              value={values.required_plan_id ?? ''}
              error={errors.required_plan_id}
              options={[
                { value: '', label: signalT('signals.choosePlan') },
                ...plans.map((plan) => ({ value: String(plan.id), label: plan.name })),
              ]}
              onChange={(event) => set('required_plan_id')(event.target.value)}
            />
          ) : null}
        </Cluster>
      </Section>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Cluster $gap={2}>
        <Button type="submit" disabled={busy || uploading}>
          {signalT('signals.publish')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate('/admin/signals')}>
          {t('common.cancel')}
        </Button>
      </Cluster>
    </form>
  );
}
