// The player's keyboard shortcuts: space plays or pauses, left and right seek 5 s,
// f toggles full screen. They act only when the key is pressed inside the player, or when
// nothing on the page has the focus, and never while typing in a field (a search box elsewhere
// on the page keeps its space bar).
export const SEEK_STEP_SECONDS = 5;

export type PlayerKeyAction = 'toggle' | 'back' | 'forward' | 'fullscreen';

export function keyAction(key: string): PlayerKeyAction | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return 'toggle';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}

function isEditable(node: EventTarget | undefined): boolean {
  if (!(node instanceof HTMLElement)) return false;
  const tag = node.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || node.isContentEditable;
}

/** Whether the player should act on this key press (see the file's comment). */
export function playerOwnsKey(event: KeyboardEvent, player: Element): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const path = event.composedPath();
  if (isEditable(path[0])) return false;
  // A button inside the player keeps Space for itself (it presses the button).
  if (path[0] instanceof HTMLButtonElement || path[0] instanceof HTMLAnchorElement) {
    return keyAction(event.key) !== 'toggle' && path.includes(player);
  }
  if (path.includes(player)) return true;
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}
