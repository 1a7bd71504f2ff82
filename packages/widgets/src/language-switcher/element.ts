// Importing this module defines <savdo-language-switcher> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { languageSwitcherManifest } from './manifest';
import { LanguageSwitcher } from './language-switcher';

defineWidget(languageSwitcherManifest, LanguageSwitcher);
