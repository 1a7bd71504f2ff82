// The test and story kit: one fake API, one fake live socket, one entity factory per feature.
// Unit tests, browser tests, stories and benches import from here (docs/adding-a-feature.md).
export * from './fake-api';
export * from './fake-live-socket';
export * from './signals';
export * from './calendar';
export * from './users';
export * from './payments';
export * from './ledger';
export * from './plans';
export * from './courses';
export * from './algo';
export * from './chat';
export * from './profile';
export * from './assistant';
export * from './market-data';
export * from './resources';
export * from './journal';
export * from './notifications';
export * from './toast-record';
