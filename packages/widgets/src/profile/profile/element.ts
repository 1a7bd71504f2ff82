// Importing this module defines <savdo-profile> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { profileManifest } from './manifest';
import { Profile } from './profile';

defineWidget(profileManifest, Profile);
