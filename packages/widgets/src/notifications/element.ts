// Importing this module defines <savdo-notifications> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { Notifications } from './notifications';
import { notificationsManifest } from './manifest';

defineWidget(notificationsManifest, Notifications);
