// The owner's install guide and terminal connection (docs/decisions/0282-expert-advisor-delivery.md):
// the bought version's file with its release notes and the Savdo bridge to download, the steps
// for the bought platform with a drawing each, and what the bridge last said (heartbeat time,
// balance and equity, "offline since", or why a heartbeat of another account was refused).
import { useState } from 'react';
import styled from 'styled-components';
import { BRIDGE_FILES, type AlgoPurchaseDetails, type Language } from '@savdo/contract';
import { UNKNOWN_VALUE, formatDateTime, formatNumber } from '@savdo/core';
import { bridgeFileUrl, downloadExpertAdvisorFile, savdoOrigin } from '@savdo/core/algo';
import { Button, token, useLanguage, useT } from '@savdo/ui';
import { InstallPicture, type InstallStep } from './install-pictures';
import { eaInstallStrings } from './install-strings';

const STEPS: readonly InstallStep[] = ['files', 'url', 'attach', 'key'];

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${token('space-3')};
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: grid;
    gap: ${token('space-2')};
    align-content: start;
    padding: ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    counter-increment: step;
  }
  h4 {
    margin: 0;
  }
  h4::before {
    content: counter(step) '. ';
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  svg {
    color: ${token('color-accent')};
    max-width: 100%;
    height: auto;
  }
`;

const Problem = styled.p`
  color: ${token('color-danger')};
  font-weight: 600;
`;

export function InstallGuide({ ea }: { ea: AlgoPurchaseDetails }) {
  const t = useT(eaInstallStrings);
  const lang = useLanguage();
  const [failed, setFailed] = useState(false);
  const files = ea.files ?? [];
  const bridge = BRIDGE_FILES[ea.platform];
  const download = async (fileName: string) => {
    setFailed(false);
    try {
      await downloadExpertAdvisorFile(ea.id, ea.platform, fileName);
    } catch {
      setFailed(true);
    }
  };
  const values = {
    folder: ea.platform === 'MT4' ? 'MQL4' : 'MQL5',
    bridge,
    origin: savdoOrigin(),
    login: ea.login,
    interpolation: { escapeValue: false },
  };
  return (
    <section part="install" data-install-guide={ea.platform}>
      <h3>{t('title')}</h3>
      <p>{t('intro')}</p>
      <h4>{t('files.title')}</h4>
      {files.length === 0 ? <p>{t('files.none')}</p> : null}
      {files.map((file) => (
        <div key={file.file_name} data-file={file.platform}>
          <p>
            <Button size="sm" onClick={() => void download(file.file_name)}>
              {t('files.download', { platform: file.platform })}
            </Button>{' '}
            {file.file_name} · {t('files.version', { version: file.version })} ·{' '}
            {t('files.size', {
              size: formatNumber(Math.max(1, Math.round(file.size / 1024)), lang),
            })}
          </p>
          <p>
            <strong>{t('files.notes')}:</strong> {file.release_notes[lang]}
          </p>
        </div>
      ))}
      {failed ? <p role="alert">{t('files.failed')}</p> : null}
      <p>
        <a href={bridgeFileUrl(bridge)} download={bridge} data-bridge-file={bridge}>
          {t('files.bridge', { file: bridge })}
        </a>
      </p>
      <Steps>
        {STEPS.map((step) => (
          <li key={step} data-step={step}>
            <InstallPicture
              step={step}
              label={t(`step.${step}.title`)}
              ext={ea.platform === 'MT4' ? '.ex4' : '.ex5'}
            />
            <h4>{t(`step.${step}.title`)}</h4>
            <p>{t(`step.${step}.text`, values)}</p>
          </li>
        ))}
      </Steps>
    </section>
  );
}

export function Connection({ ea, lang }: { ea: AlgoPurchaseDetails; lang: Language }) {
  const t = useT(eaInstallStrings);
  const c = ea.connection;
  const plain = { interpolation: { escapeValue: false } };
  return (
    <section part="connection" data-connection="" aria-live="polite">
      <h3>{t('connection.title')}</h3>
      {c?.problem ? (
        <Problem data-problem={c.problem}>
          {t(`connection.${c.problem}`, {
            value: c.problem_value ?? '',
            login: ea.login,
            platform: ea.platform,
            ...plain,
          })}
        </Problem>
      ) : null}
      {c?.offline_since ? (
        <Problem data-offline-since={c.offline_since}>
          {t('connection.offline', { time: formatDateTime(c.offline_since, lang), ...plain })}
        </Problem>
      ) : null}
      {c?.last_heartbeat_at ? (
        <>
          <p data-last-heartbeat={c.last_heartbeat_at}>
            {t('connection.last', { time: formatDateTime(c.last_heartbeat_at, lang), ...plain })}
          </p>
          <dl>
            <div>
              <dt>{t('connection.balance')}</dt>
              <dd data-figure="balance">
                {c.balance === null ? UNKNOWN_VALUE : formatNumber(c.balance, lang)}
              </dd>
            </div>
            <div>
              <dt>{t('connection.equity')}</dt>
              <dd data-figure="equity">
                {c.equity === null ? UNKNOWN_VALUE : formatNumber(c.equity, lang)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p data-waiting="">{t('connection.waiting')}</p>
      )}
    </section>
  );
}
