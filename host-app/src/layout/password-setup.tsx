// The forced password dialog of the signed-in frame, downloaded only for the account that needs
// it (one that arrived through Google or Telegram and has no password yet): it lives in the auth
// feature's chunk, which every signed-in page otherwise loaded for nothing
// (docs/decisions/0082-performance-targets.md, "The frame without the auth feature").
// The dialog cannot be closed until it is done (docs/product.md, "Arriving through Google or
// Telegram"), so the page stays covered while it downloads, and a failed download covers it with
// the network error and its "try again".
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { isChunkLoadFailure, type PasswordDialogMode } from '@savdo/core';
import { Spinner, token } from '@savdo/ui';
import type * as AuthModule from '@savdo/widgets/auth';
import { ErrorPage } from '../pages/error-page';

// Over the page as the dialog's own backdrop is; opaque when it holds the error page.
const Cover = styled.div<{ $opaque?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${token('z-overlay')};
  display: grid;
  place-items: center;
  overflow: auto;
  background: ${(p) => (p.$opaque ? token('color-bg') : token('color-backdrop'))};
  color: ${token('color-text')};
`;

type DialogModule = Pick<typeof AuthModule, 'PasswordSetupDialog'>;

/** The wrapper over the dialog `load` downloads (the auth feature's chunk; a test's own). */
export function lazyPasswordSetup(load: () => Promise<DialogModule>) {
  const Dialog = lazy(() =>
    load().then(
      (module) => ({ default: module.PasswordSetupDialog }),
      (error: unknown) => {
        if (!isChunkLoadFailure(error)) throw error;
        return {
          default: function OfflinePasswordSetup() {
            return (
              <Cover $opaque data-password-setup="offline">
                <ErrorPage kind="network" />
              </Cover>
            );
          },
        };
      },
    ),
  );
  return function PasswordSetup({ mode }: { mode: PasswordDialogMode }) {
    return (
      <Suspense
        fallback={
          <Cover data-password-setup="loading" aria-busy="true">
            <Spinner size={28} />
          </Cover>
        }
      >
        <Dialog key={mode} mode={mode} />
      </Suspense>
    );
  };
}

// Destructured where it is imported, so the bundler keeps the auth feature's custom elements out
// of the chunk (/auth shares it).
export const PasswordSetup = lazyPasswordSetup(() =>
  import('@savdo/widgets/auth').then(({ PasswordSetupDialog }) => ({ PasswordSetupDialog })),
);
