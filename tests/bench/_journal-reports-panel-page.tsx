// The page of journal-reports-panel.bench.ts, bundled by it with esbuild: the reports panel
// alone (packages/widgets/src/journal/journal-reports-panel.tsx), mounted and unmounted on
// demand. The reports answer comes from the bench through the page's routes.
import { createRoot, type Root } from 'react-dom/client';
import { setLanguage } from '@savdo/core';
import { JournalReportsPanel } from '../../packages/widgets/src/journal/journal-reports-panel';

let root: Root | null = null;

declare global {
  interface Window {
    mountPanel: (lang: 'uz' | 'ru' | 'en') => void;
    unmountPanel: () => void;
  }
}

window.mountPanel = (lang) => {
  setLanguage(lang);
  root = createRoot(document.getElementById('slot')!);
  root.render(<JournalReportsPanel filters={{}} onClose={() => undefined} />);
};

window.unmountPanel = () => {
  root?.unmount();
  root = null;
};
