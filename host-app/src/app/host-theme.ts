// The hosted site's look: dark navy surfaces with an emerald accent. The ui tokens are CSS custom
// properties meant to be re-themed by their host (docs/architecture.md), so the site sets its palette over
// them rather than building parallel components; widgets embedded elsewhere keep ui's defaults.
// Contrast was checked: text and muted text on every surface, and on-accent on accent, >= 4.5:1.
import { createGlobalStyle } from 'styled-components';

const dark = `
  --savdo-color-bg: #0a1120;
  --savdo-color-surface: #0f1a2e;
  --savdo-color-surface-raised: #14213a;
  --savdo-color-text: #e6ecf5;
  --savdo-color-text-muted: #a3b1c7;
  --savdo-color-border: #25355a;
  --savdo-color-accent: #10b981;
  --savdo-color-accent-hover: #34d399;
  --savdo-color-on-accent: #03140d;
  --savdo-color-success: #34d399;
  --savdo-color-warning: #fbbf24;
  --savdo-color-danger: #f87171;
  --savdo-color-danger-hover: #fca5a5;
  --savdo-color-info: #7cb4ff;
  --savdo-color-on-status: #0a1120;
  --savdo-color-success-soft: #0c2a25;
  --savdo-color-warning-soft: #2c2410;
  --savdo-color-danger-soft: #33161d;
  --savdo-color-info-soft: #132742;
  --savdo-color-focus: #34d399;
  --savdo-color-backdrop: rgba(3, 8, 18, 0.74);
  --savdo-color-skeleton: #1a2844;
  --savdo-color-skeleton-shine: #243556;
  --savdo-shadow: 0 16px 40px rgba(0, 0, 0, 0.45);
`;

const light = `
  --savdo-color-bg: #f3f6fa;
  --savdo-color-surface: #edf1f7;
  --savdo-color-surface-raised: #ffffff;
  --savdo-color-text: #0b1526;
  --savdo-color-text-muted: #4b5a72;
  --savdo-color-border: #d5dce7;
  --savdo-color-accent: #047857;
  --savdo-color-accent-hover: #065f46;
  --savdo-color-on-accent: #ffffff;
  --savdo-color-success: #047857;
  --savdo-color-warning: #92400e;
  --savdo-color-danger: #b91c1c;
  --savdo-color-danger-hover: #991b1b;
  --savdo-color-info: #1d4ed8;
  --savdo-color-on-status: #ffffff;
  --savdo-color-success-soft: #e2f4ec;
  --savdo-color-warning-soft: #fdf0db;
  --savdo-color-danger-soft: #fde8e8;
  --savdo-color-info-soft: #e6eefc;
  --savdo-color-focus: #047857;
  --savdo-color-backdrop: rgba(11, 21, 38, 0.55);
  --savdo-color-skeleton: #e2e8f0;
  --savdo-color-skeleton-shine: #f1f5f9;
  --savdo-shadow: 0 12px 32px rgba(11, 21, 38, 0.12);
`;

/** The sidebar stays navy in both themes: the product's signature surface. */
const sidebar = `
  --host-sidebar-bg: #0b1526;
  --host-sidebar-border: #1c2a47;
  --host-sidebar-text: #c9d4e5;
  --host-sidebar-muted: #8b9ab3;
  --host-sidebar-active-bg: rgba(16, 185, 129, 0.14);
  --host-sidebar-active-text: #4ade80;
  --host-sidebar-hover-bg: rgba(255, 255, 255, 0.06);
`;

// `html body` outranks the single class the ui's root puts its own tokens on.
export const HostTheme = createGlobalStyle`
  html body [data-savdo-theme='dark'] {
    ${dark}
  }
  html body [data-savdo-theme='light'] {
    ${light}
  }
  html body [data-savdo-theme] {
    ${sidebar}
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  html,
  body {
    margin: 0;
    min-height: 100%;
  }
  html[data-host-theme='dark'] body {
    background: #0a1120;
    color-scheme: dark;
  }
  html[data-host-theme='light'] body {
    background: #f3f6fa;
    color-scheme: light;
  }
  #root {
    min-height: 100vh;
  }
`;
