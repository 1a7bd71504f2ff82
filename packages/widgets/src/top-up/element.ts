// Importing this module defines <savdo-top-up> and <savdo-payment-status> (the embed loader
// imports it on demand). Both are for pages of our own origin; elsewhere they show a sign-in link.
import { defineWidget } from '@savdo/ui';
import { paymentStatusManifest, topUpManifest } from './manifest';
import { PaymentStatus } from './payment-status';
import { TopUp } from './top-up';

defineWidget(topUpManifest, TopUp);
defineWidget(paymentStatusManifest, PaymentStatus);
