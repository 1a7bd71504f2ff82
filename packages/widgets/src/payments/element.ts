// Importing this module defines <savdo-top-up>, <savdo-payment-status> and
// <savdo-balance-history> (the embed loader imports it on demand). They are for pages of our own
// origin; elsewhere they show a sign-in link.
import { defineWidget } from '@savdo/ui';
import { BalanceHistory } from './balance-history';
import { balanceHistoryManifest, paymentStatusManifest, topUpManifest } from './manifest';
import { PaymentStatus } from './payment-status';
import { TopUp } from './top-up';

defineWidget(topUpManifest, TopUp);
defineWidget(paymentStatusManifest, PaymentStatus);
defineWidget(balanceHistoryManifest, BalanceHistory);
