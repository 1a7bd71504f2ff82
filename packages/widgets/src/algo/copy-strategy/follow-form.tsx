// The follow form (docs/decisions/0283-copy-trading-follow.md): the account that copies
// (platform MT4/MT5, login, server), the risk per trade within the spec's 0.5% to 1%, and the
// acknowledgement that profit and loss are the user's own. Checked here (follow-rules.ts) to spare
// a round trip; the server checks again and its field messages show beside their fields. Copying
// is free, so there is no price to confirm and no balance changes.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COPY_TRADING, type AlgoPlatform, type CopyFollow } from '@savdo/contract';
import { apiErrorMessage, apiFieldErrors, formatNumber } from '@savdo/core';
import { algoChanged, copyApi } from '@savdo/core/algo';
import { Button, Checkbox, Select, TextField, token, useLanguage, useT } from '@savdo/ui';
import { checkFollow, followRequest, type FollowProblems, type FollowValues } from './follow-rules';
import { copyStrategyStrings } from './strings';

const Form = styled.form`
  display: grid;
  gap: ${token('space-3')};
  .copy-note {
    margin: 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .copy-error {
    margin: 0;
    color: ${token('color-danger')};
  }
`;

export interface FollowFormProps {
  strategyId: number;
  platforms: readonly AlgoPlatform[];
  onFollowed?: (follow: CopyFollow) => void;
}

const EMPTY: FollowValues = { platform: '', login: '', server: '', risk: '', ack: false };

export function FollowForm({ strategyId, platforms, onFollowed }: FollowFormProps) {
  const t = useT(copyStrategyStrings);
  const lang = useLanguage();
  const { min, max } = COPY_TRADING.riskPerTradePercent;
  const bounds = { min: formatNumber(min, lang), max: formatNumber(max, lang) };
  const [values, setValues] = useState<FollowValues>({
    ...EMPTY,
    platform: platforms.length === 1 ? (platforms[0] ?? '') : '',
  });
  const [problems, setProblems] = useState<FollowProblems>({});
  // Field messages the server gave (already in the interface language).
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof FollowValues>(name: K, value: FollowValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
    setServerFields((f) => ({ ...f, [name]: '' }));
  };
  const errorOf = (name: keyof FollowValues) => {
    const problem = problems[name];
    if (problem) return t(`problem.${problem}`, bounds);
    return serverFields[name] || undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFollow(values);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { result } = await copyApi.followStrategy(strategyId, followRequest(values));
      algoChanged();
      setValues(EMPTY);
      onFollowed?.(result);
    } catch (err) {
      const fields = apiFieldErrors(err);
      setServerFields(fields);
      if (Object.keys(fields).length === 0) setFailure(apiErrorMessage(err, t('follow.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('follow.title')} part="follow">
      <Select
        label={t('follow.platform')}
        name="platform"
        value={values.platform}
        error={errorOf('platform')}
        options={[
          { value: '', label: t('follow.choose') },
          ...platforms.map((p) => ({ value: p, label: p })),
        ]}
        onChange={(e) => set('platform', e.target.value)}
      />
      <TextField
        label={t('follow.login')}
        name="login"
        inputMode="numeric"
        autoComplete="off"
        value={values.login}
        error={errorOf('login')}
        onChange={(e) => set('login', e.target.value)}
      />
      <TextField
        label={t('follow.server')}
        name="server"
        autoComplete="off"
        value={values.server}
        error={errorOf('server')}
        onChange={(e) => set('server', e.target.value)}
      />
      <TextField
        label={t('follow.risk')}
        name="risk"
        inputMode="decimal"
        placeholder={bounds.min}
        value={values.risk}
        error={errorOf('risk')}
        hint={t('follow.riskHint', bounds)}
        onChange={(e) => set('risk', e.target.value)}
      />
      <Checkbox
        label={t('follow.ack')}
        name="ack"
        checked={values.ack}
        error={errorOf('ack')}
        onChange={(e) => set('ack', e.target.checked)}
      />
      <p className="copy-note">{t('follow.free')}</p>
      {failure ? (
        <p className="copy-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" busy={busy} disabled={busy} block>
        {busy ? t('follow.sending') : t('follow.submit')}
      </Button>
    </Form>
  );
}
