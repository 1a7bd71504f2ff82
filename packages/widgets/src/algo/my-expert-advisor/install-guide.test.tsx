// The install guide and the terminal connection (docs/decisions/0282-expert-advisor-delivery.md):
// the bought platform's file with its release notes, the bridge of that platform, four steps
// each with its drawing, in the reader's language; the connection says "waiting", the figures of
// the last heartbeat, "offline since" and why another account's heartbeat was refused.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AlgoPurchaseDetails } from '@savdo/contract';
import { resetCoreConfig } from '@savdo/core';
import { resetAll } from '../../../../../tests/kit/auth-test-helpers';
import { Connection, InstallGuide } from './install-guide';

afterEach(() => resetCoreConfig());

function ea(over: Partial<AlgoPurchaseDetails> = {}): AlgoPurchaseDetails {
  return {
    id: 7,
    algo_trade_id: 1,
    name: 'Trend Rider',
    version: '2.1',
    status: 'in_progress',
    platform: 'MT5',
    type: 'trend',
    access: '3 months',
    broker: 'Exness',
    account_name: 'Main',
    login: '12345678',
    server: 'Exness-MT5Real8',
    deposit: 1000,
    risk: 1,
    purchased_at: '2026-11-01T10:00:00.000Z',
    expires_at: null,
    status_changed_at: '2026-11-01T10:00:00.000Z',
    gain_percent: 0,
    profit: 0,
    bridge_key: 'ea_demo_bridge_key_0123456789',
    files: [
      {
        platform: 'MT5',
        file_name: 'Trend-Rider.ex5',
        version: '2.1',
        size: 2048,
        release_notes: { uz: 'Yangi', ru: 'Новое в 2.1', en: 'New in 2.1' },
      },
    ],
    connection: {
      last_heartbeat_at: null,
      offline_since: null,
      problem: null,
      problem_value: null,
      problem_at: null,
      balance: null,
      equity: null,
      terminal_time: null,
    },
    ...over,
  };
}

const stepTexts = () =>
  [...document.querySelectorAll('[data-step]')].map((li) => li.getAttribute('data-step'));

describe('InstallGuide', () => {
  it('offers the bought MT5 file with its release notes, the MT5 bridge and four drawn steps', async () => {
    await resetAll('en');
    render(<InstallGuide ea={ea()} />);
    expect(screen.getByRole('button', { name: 'Download for MT5' })).toBeTruthy();
    expect(screen.getByText(/Trend-Rider\.ex5 · Version 2\.1 · 2 KB/)).toBeTruthy();
    expect(screen.getByText('New in 2.1')).toBeTruthy();
    const bridge = screen.getByRole('link', {
      name: 'Download the Savdo bridge (SavdoBridge.mq5)',
    });
    expect(bridge.getAttribute('href')).toMatch(/\/algo-trade\/bridge\/SavdoBridge\.mq5$/);
    expect(stepTexts()).toEqual(['files', 'url', 'attach', 'key']);
    for (const name of [
      'Put the files into the terminal',
      'Allow the Savdo address',
      'Attach to a chart',
      'Paste the key',
    ])
      expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(screen.getByText(/File → Open Data Folder → MQL5 → Experts/)).toBeTruthy();
    expect(screen.getByText(/Tools → Options → Expert Advisors/).textContent).toContain(
      window.location.origin,
    );
    expect(screen.getByText(/logged in to account 12345678/)).toBeTruthy();
  });

  it('for MT4 names the MQL4 folder, the MT4 bridge and the .ex4 file', async () => {
    await resetAll('en');
    render(<InstallGuide ea={ea({ platform: 'MT4', files: [] })} />);
    expect(screen.getByText(/MQL4 → Experts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /SavdoBridge\.mq4/ })).toBeTruthy();
    expect(document.querySelector('[data-step="files"] svg')?.textContent).toContain('.ex4');
    expect(
      screen.getByText('There is no file for this version yet. Please write to support.'),
    ).toBeTruthy();
  });

  it('speaks Russian and Uzbek', async () => {
    await resetAll('ru');
    const { unmount } = render(<InstallGuide ea={ea()} />);
    expect(screen.getByRole('img', { name: 'Вставьте ключ' })).toBeTruthy();
    expect(screen.getByText('Новое в 2.1')).toBeTruthy();
    unmount();
    await resetAll('uz');
    render(<InstallGuide ea={ea()} />);
    expect(screen.getByRole('img', { name: 'Kalitni kiriting' })).toBeTruthy();
  });
});

describe('Connection', () => {
  it('waits for the terminal before the first heartbeat', async () => {
    await resetAll('en');
    render(<Connection ea={ea()} lang="en" />);
    expect(screen.getByText('No word from the terminal yet: follow the steps above.')).toBeTruthy();
  });

  it('shows the last heartbeat with balance and equity', async () => {
    await resetAll('en');
    const connection = {
      ...ea().connection!,
      last_heartbeat_at: '2026-11-29T10:00:00.000Z',
      balance: 1000,
      equity: 1012.5,
    };
    render(<Connection ea={ea({ status: 'active', connection })} lang="en" />);
    expect(screen.getByText(/^Last heartbeat: /)).toBeTruthy();
    expect(document.querySelector('[data-figure="balance"]')?.textContent).toBe('1\u202F000');
    expect(document.querySelector('[data-figure="equity"]')?.textContent).toBe('1\u202F012.5');
  });

  it('says since when the terminal is offline while paused', async () => {
    await resetAll('en');
    const connection = {
      ...ea().connection!,
      last_heartbeat_at: '2026-11-29T10:00:00.000Z',
      offline_since: '2026-11-29T10:00:00.000Z',
    };
    render(<Connection ea={ea({ status: 'paused', connection })} lang="en" />);
    expect(screen.getByText(/^Terminal offline since .*2026/)).toBeTruthy();
  });

  it('explains a heartbeat of another login with both logins', async () => {
    await resetAll('en');
    const connection = {
      ...ea().connection!,
      problem: 'wrong_login' as const,
      problem_value: '999',
    };
    render(<Connection ea={ea({ connection })} lang="en" />);
    expect(
      screen.getByText(
        'The bridge reported account 999, but this expert advisor was bought for account 12345678. Run the bridge in a terminal logged in to 12345678.',
      ),
    ).toBeTruthy();
  });
});
