// Importing this module defines <savdo-ai-assistant> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { AiAssistant } from './ai-assistant';
import { aiAssistantManifest } from './manifest';

defineWidget(aiAssistantManifest, AiAssistant);
