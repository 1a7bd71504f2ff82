// Importing this module defines <savdo-algo-bot> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { AlgoBot } from './algo-bot';
import { algoBotManifest } from './manifest';

defineWidget(algoBotManifest, AlgoBot);
