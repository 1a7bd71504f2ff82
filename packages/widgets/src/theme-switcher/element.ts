// Importing this module defines <savdo-theme-switcher> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { themeSwitcherManifest } from './manifest';
import { ThemeSwitcher } from './theme-switcher';

defineWidget(themeSwitcherManifest, ThemeSwitcher);
