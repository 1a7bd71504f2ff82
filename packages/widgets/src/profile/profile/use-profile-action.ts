// One way every profile change runs: busy while it runs, the answer shown at once, a success
// toast, and on failure the server's own message (it names the field) or the spec's
// 'Failed to update profile'.
import { useCallback, useState } from 'react';
import { apiErrorMessage, apiFieldErrors, showToast } from '@savdo/core';
import { useT } from '@savdo/ui';
import { profileStrings } from './strings';

export interface ProfileAction {
  busy: boolean;
  /** The last failure's message per field (from the server's `detail`). */
  fieldErrors: Record<string, string>;
  run<T>(work: () => Promise<T>, success?: string): Promise<T | undefined>;
}

export function useProfileAction(): ProfileAction {
  const t = useT(profileStrings);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const run = useCallback(
    async <T>(work: () => Promise<T>, success?: string): Promise<T | undefined> => {
      setBusy(true);
      setFieldErrors({});
      try {
        const answer = await work();
        if (success) showToast('success', success);
        return answer;
      } catch (err) {
        setFieldErrors(apiFieldErrors(err));
        showToast('error', apiErrorMessage(err, t('updateFailed')));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, fieldErrors, run };
}
