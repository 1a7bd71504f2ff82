// The partner's key in the builder (docs/embedding.md, "The widget builder"): it arrives in the
// fragment from the portal, is kept for the tab, and only something shaped like a key is taken.
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { adoptFragmentKey, BUILDER_KEY_STORAGE, keyOfFragment, useBuilderKey } from './builder-key';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the builder writes the partner's own key", () => {
  it('reads a key from #key=, and nothing that is not shaped like one', () => {
    expect(keyOfFragment('#key=pk_yKv3eqcQj-hExU_Rp_MEFJic')).toBe('pk_yKv3eqcQj-hExU_Rp_MEFJic');
    expect(keyOfFragment('#key=%3Cscript%3E')).toBeNull();
    expect(keyOfFragment('#key=pk_')).toBeNull();
    expect(keyOfFragment('')).toBeNull();
  });

  it('a key from the fragment is kept for the tab and shown by every builder opened after', () => {
    expect(adoptFragmentKey('#key=pk_abcdefgh12')).toBe(true);
    expect(sessionStorage.getItem(BUILDER_KEY_STORAGE)).toBe('pk_abcdefgh12');
    const first = renderHook(() => useBuilderKey());
    expect(first.result.current[0]).toBe('pk_abcdefgh12');
    first.unmount();
    const second = renderHook(() => useBuilderKey());
    expect(second.result.current[0]).toBe('pk_abcdefgh12');
  });

  it('a builder opened straight from the portal link takes the key before anything else', () => {
    window.history.replaceState(null, '', '/widgets?widget=calendar#key=pk_straight123');
    const { result } = renderHook(() => useBuilderKey());
    expect(result.current[0]).toBe('pk_straight123');
  });

  it('a typed key is trimmed and kept; clearing it brings the placeholder back', () => {
    const { result } = renderHook(() => useBuilderKey());
    act(() => result.current[1]('  pk_typed1234  '));
    expect(result.current[0]).toBe('pk_typed1234');
    act(() => result.current[1](''));
    expect(result.current[0]).toBe('');
    expect(sessionStorage.getItem(BUILDER_KEY_STORAGE)).toBeNull();
  });
});
