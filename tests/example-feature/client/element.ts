// Recipe (widget) step: one line defines the element.
import { defineWidget } from '@savdo/ui';
import { watchlistManifest } from './manifest';
import { Watchlist } from './watchlist';

defineWidget(watchlistManifest, Watchlist);
