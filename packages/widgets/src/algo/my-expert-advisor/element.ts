// Importing this module defines <savdo-my-expert-advisor> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { myExpertAdvisorManifest } from './manifest';
import { MyExpertAdvisor } from './my-expert-advisor';

defineWidget(myExpertAdvisorManifest, MyExpertAdvisor);
