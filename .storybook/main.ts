// Storybook 10 with the React + Vite framework. Only the docs addon: the a11y and test addons
// try to download a browser, which this network does not allow (toolchain.md). Stories render
// real React (the embed's preact/compat swap is a build detail of packages/embed).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // A widget's stories sit in its folder; stories/ keeps what shows several features together.
  stories: [
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../host-app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
