// /algo-trading/:id: the page title (the one h1: the bot's name in the page's language once it has loaded, the generic
// title until then, also in the document title), then the bot's page widget (figures, monthly
// returns, purchase, reviews), which shares the bot's query with this header.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { algoBotQuery } from '@savdo/core/algo';
import { useLanguage, useStore } from '@savdo/ui';
import { algoText } from '@savdo/ui/algo';
import { AlgoBot } from '@savdo/widgets/algo/bot';
import { useAppT } from '../../i18n/app-strings';
import { usePageName } from '../../routes/page-name';
import { routeNumber } from '../courses/use-route-number';
import { PageHeader } from '../page-header';

function useBotName(botId: number): string | null {
  const lang = useLanguage();
  const $bot = useMemo(() => algoBotQuery(botId), [botId]);
  const bot = useStore($bot).data?.result;
  return bot ? algoText(bot, lang).name : null;
}

function BotHeader({ botId }: { botId: number }) {
  const t = useAppT();
  const name = useBotName(botId);
  usePageName(name);
  return <PageHeader title={name ?? t('pages.algoDetail.title')} />;
}

export default function AlgoBotPage() {
  const t = useAppT();
  const botId = routeNumber(useParams().id);
  return (
    <>
      {botId ? <BotHeader botId={botId} /> : <PageHeader title={t('pages.algoDetail.title')} />}
      <AlgoBot botId={botId} />
    </>
  );
}
