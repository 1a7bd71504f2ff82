// Live username availability for the profile form (a call with the URL-encoded
// username). Typing waits USERNAME_CHECK_DELAY_MS before asking; only the newest answer counts,
// so a slow answer for an older spelling never overwrites a newer one.
import { atom, type ReadableAtom } from 'nanostores';
import { USERNAME_PATTERN } from '@savdo/contract';
import { checkUsername } from './account-api';

export const USERNAME_CHECK_DELAY_MS = 400;

export type UsernameCheckState =
  | { status: 'idle' }
  | { status: 'invalid'; username: string }
  | { status: 'checking'; username: string }
  | { status: 'available'; username: string }
  | { status: 'taken'; username: string }
  | { status: 'failed'; username: string };

const USERNAME = new RegExp(USERNAME_PATTERN);

export function isValidUsername(username: string): boolean {
  return USERNAME.test(username);
}

export interface UsernameCheck {
  $state: ReadableAtom<UsernameCheckState>;
  /** The field changed; `current` is the user's own username (never asked about). */
  input(username: string, current: string): void;
  dispose(): void;
}

export function createUsernameCheck(
  ask: typeof checkUsername = checkUsername,
  delayMs = USERNAME_CHECK_DELAY_MS,
): UsernameCheck {
  const $state = atom<UsernameCheckState>({ status: 'idle' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  return {
    $state,
    input(raw, current) {
      const username = raw.trim();
      clearTimeout(timer);
      generation += 1;
      if (username === '' || username.toLowerCase() === current.toLowerCase()) {
        $state.set({ status: 'idle' });
        return;
      }
      if (!isValidUsername(username)) {
        $state.set({ status: 'invalid', username });
        return;
      }
      $state.set({ status: 'checking', username });
      const mine = generation;
      timer = setTimeout(() => {
        ask(username).then(
          (answer) => {
            if (mine !== generation) return;
            $state.set({
              status: answer.result.available ? 'available' : 'taken',
              username,
            });
          },
          () => {
            if (mine === generation) $state.set({ status: 'failed', username });
          },
        );
      }, delayMs);
    },
    dispose() {
      clearTimeout(timer);
      generation += 1;
    },
  };
}
