// Importing this module defines <savdo-signals> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { signalsManifest } from './manifest';
import { SignalsElement } from './signals-element';

defineWidget(signalsManifest, SignalsElement);
