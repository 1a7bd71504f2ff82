// /ai-assistant: the page title (the one h1), then the assistant. `?source=rule.module-access`
// (where a cited rule or term links) opens that document; its links go through the router.
import { useNavigate, useSearchParams } from 'react-router';
import { AiAssistant } from '@savdo/widgets/assistant';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function AiAssistantPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHeader
        title={t('pages.aiAssistant.title')}
        description={t('pages.aiAssistant.description')}
      />
      <AiAssistant
        hideTitle
        source={params.get('source') ?? undefined}
        onNavigate={(path) => void navigate(path)}
        onSourceChange={(sourceId) => {
          const next = new URLSearchParams(params);
          if (sourceId) next.set('source', sourceId);
          else next.delete('source');
          setParams(next, { replace: true });
        }}
      />
    </>
  );
}
