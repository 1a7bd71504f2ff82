// Who is asking, as part of every query key: the server's answers depend on it (premium levels
// are locked per plan, a partner page sees the partner's public view). A sign-in, a sign-out, a
// new plan or another partner key changes the key, so a store re-fetches for the new viewer
// and an answer never leaks from one viewer to the next.
import { computed, type ReadableAtom } from 'nanostores';
import { $coreConfig } from '../config';
import { $partnerKey } from '../api/partner-key';
import { $auth } from '../session/auth-state';

export const $viewerKey: ReadableAtom<string> = computed(
  [$auth, $partnerKey, $coreConfig],
  (auth, partnerKey, config) => {
    const user = config.mode === 'public' ? null : auth.user;
    const plans = (user?.subscriptions ?? [])
      .filter((s) => s.status === 'active')
      .map((s) => s.plan_id)
      .sort((a, b) => a - b)
      .join(',');
    const partner = partnerKey ? `;partner=${encodeURIComponent(partnerKey)}` : '';
    return `${user ? `user=${user.id};plans=${plans}` : 'anonymous'}${partner}`;
  },
);
