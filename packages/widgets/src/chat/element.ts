// Importing this module defines <savdo-chat> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { Chat } from './chat';
import { chatManifest } from './manifest';

defineWidget(chatManifest, Chat);
