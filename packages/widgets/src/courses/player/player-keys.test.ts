// The player's keyboard shortcuts act only inside the player or when nothing has the focus,
// never while typing in a field.
import { afterEach, describe, expect, it } from 'vitest';
import { keyAction, playerOwnsKey } from '@savdo/widgets/courses/player/player-keys';

afterEach(() => document.body.replaceChildren());

function press(target: EventTarget, key: string): KeyboardEvent {
  let seen: KeyboardEvent | null = null;
  const listen = (e: Event) => (seen = e as KeyboardEvent);
  document.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
  document.removeEventListener('keydown', listen);
  if (!seen) throw new Error('no event');
  return seen;
}

describe('player keys', () => {
  it('maps space, arrows and f', () => {
    expect(keyAction(' ')).toBe('toggle');
    expect(keyAction('ArrowLeft')).toBe('back');
    expect(keyAction('ArrowRight')).toBe('forward');
    expect(keyAction('f')).toBe('fullscreen');
    expect(keyAction('Enter')).toBeNull();
  });

  it('inside the player, or with nothing focused: the player’s; in a field elsewhere: not', () => {
    const player = document.createElement('div');
    const inner = document.createElement('div');
    player.append(inner);
    const search = document.createElement('input');
    const outside = document.createElement('button');
    document.body.append(player, search, outside);
    expect(playerOwnsKey(press(inner, ' '), player)).toBe(true);
    expect(playerOwnsKey(press(document.body, 'ArrowRight'), player)).toBe(true);
    search.focus();
    expect(playerOwnsKey(press(search, ' '), player)).toBe(false);
    outside.focus();
    expect(playerOwnsKey(press(outside, 'f'), player)).toBe(false);
  });
});
