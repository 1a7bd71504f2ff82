// The partner's own key and ref in the builder's code (docs/embedding.md, "The widget builder"):
// the portal's "configure widgets" link brings a new key in the address's fragment (never sent
// to a server, so no log holds it), the builder keeps it for this tab while the partner moves
// between widgets, and a signed-in approved partner's ref goes into data-ref by itself.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { partnersApi } from '@savdo/core/partners';
import { useOwnSession } from '@savdo/ui';

export const BUILDER_KEY_STORAGE = 'savdo-builder-key';
/** What a key looks like (`pk_` and base64url characters): anything else is not taken in. */
const KEY_SHAPE = /^pk_[A-Za-z0-9_-]{8,64}$/;

/** The key of a `#key=…` fragment, if it has the shape of one. */
export function keyOfFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key && KEY_SHAPE.test(key) ? key : null;
}

function stored(): string {
  try {
    return sessionStorage.getItem(BUILDER_KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

function store(key: string): void {
  try {
    if (key) sessionStorage.setItem(BUILDER_KEY_STORAGE, key);
    else sessionStorage.removeItem(BUILDER_KEY_STORAGE);
  } catch {
    // No storage (private mode): the key lasts as long as the page.
  }
}

/** Keeps the fragment's key, if any, for this tab; answers whether there was one. */
export function adoptFragmentKey(hash: string): boolean {
  const key = keyOfFragment(hash);
  if (key) store(key);
  return key !== null;
}

/**
 * The gallery, as it opens: a key in the fragment is kept and the fragment dropped from the
 * address (the portal's link lands on the list, and a copied address should not carry a key).
 */
export function useFragmentKey(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (adoptFragmentKey(location.hash))
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);
}

/** The key the builder writes into data-partner: the one kept for this tab, or what is typed. */
export function useBuilderKey(): [string, (key: string) => void] {
  const [key, setKey] = useState(() => {
    // Opened straight on a builder: its first render comes before the gallery's effect.
    adoptFragmentKey(window.location.hash);
    return stored();
  });
  const update = (next: string) => {
    const trimmed = next.trim();
    store(trimmed);
    setKey(trimmed);
  };
  return [key, update];
}

/** The signed-in user's partner ref when their application is approved, else null. */
export function usePartnerRef(): string | null {
  const { signedIn } = useOwnSession();
  const [ref, setRef] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) {
      setRef(null);
      return;
    }
    let current = true;
    partnersApi
      .getApplication()
      .then(({ result }) => {
        if (current) setRef(result?.status === 'approved' ? result.ref : null);
      })
      // Not a partner, or the call failed: the code goes without a ref, as for anyone.
      .catch(() => current && setRef(null));
    return () => {
      current = false;
    };
  }, [signedIn]);
  return ref;
}
