// Importing this module defines <savdo-session-status> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { sessionStatusManifest } from './manifest';
import { SessionStatus } from './session-status';

defineWidget(sessionStatusManifest, SessionStatus);
