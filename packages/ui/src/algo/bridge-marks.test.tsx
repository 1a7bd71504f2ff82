// The bridge's marks in a list: offline since when, the wrong account or platform with what was
// bought, and "last seen" (or never), in en, ru and uz.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { BridgeConnection } from '@savdo/contract';
import { resetAll } from '../../../../tests/kit/auth-test-helpers';
import { noConnection } from '../../../../tests/kit/algo';
import { BridgeMarks } from './bridge-marks';

const marks = (connection: BridgeConnection | undefined) => {
  const { container, unmount } = render(
    <BridgeMarks connection={connection} login="5012345" platform="MT5" />,
  );
  const found = Object.fromEntries(
    [...container.querySelectorAll('[data-mark]')].map((m) => [
      m.getAttribute('data-mark'),
      m.textContent,
    ]),
  );
  unmount();
  return found;
};

const SEEN = '2026-11-29T10:00:00.000Z';

describe('BridgeMarks', () => {
  it('says the terminal was never seen before its first heartbeat', async () => {
    await resetAll('en');
    expect(marks(noConnection())).toEqual({ never: 'Terminal not connected yet' });
    expect(marks(undefined)).toEqual({});
  });

  it('shows the last heartbeat time as "last seen"', async () => {
    await resetAll('en');
    expect(marks(noConnection({ last_heartbeat_at: SEEN }))['last-seen']).toMatch(
      /^Last seen: 29 Nov 2026 \d\d:\d\d$/,
    );
  });

  it('marks an offline pause and a wrong account, naming the account bought', async () => {
    await resetAll('en');
    const found = marks(
      noConnection({
        last_heartbeat_at: SEEN,
        offline_since: SEEN,
        problem: 'wrong_login',
        problem_value: '999',
      }),
    );
    expect(found.offline).toMatch(/^Terminal offline since 29 Nov 2026/);
    expect(found.wrong_login).toBe('Wrong trading account connected: 999 (expected 5012345)');
  });

  it('in Russian and Uzbek', async () => {
    await resetAll('ru');
    expect(
      marks(noConnection({ problem: 'wrong_platform', problem_value: 'MT4' })).wrong_platform,
    ).toBe('Подключена другая платформа: MT4 (нужна MT5)');
    await resetAll('uz');
    expect(marks(noConnection()).never).toBe('Terminal hali ulanmagan');
    expect(marks(noConnection({ last_heartbeat_at: SEEN }))['last-seen']).toMatch(
      /^So'nggi aloqa: /,
    );
  });
});
