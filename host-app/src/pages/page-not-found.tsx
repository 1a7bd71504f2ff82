// What a lazy page shows when its module cannot be loaded: 'Page not found: {page}'
// (docs/decisions/0060-host-app.md).
import styled from 'styled-components';
import { ErrorState, Button } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';

const Wrap = styled.div`
  padding: 48px 0;
`;

export function PageNotFound({ page }: { page: string }) {
  const t = useAppT();
  return (
    <Wrap data-page-not-found={page}>
      <ErrorState
        title={t('pageNotFound', { page })}
        actions={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('errors.actions.tryAgain')}
          </Button>
        }
      />
    </Wrap>
  );
}
