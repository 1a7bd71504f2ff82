// What buying needs on the client, its own entry (`@savdo/core/payments`, feature `payments`
// of decision 0274): the top-up request (one store per page: one build holds one copy), an
// idempotency key per confirmation, and the user read again after a purchase. Only pages and
// widgets that sell load it. The rest of this folder is in the root entry (`@savdo/core`),
// because the header's balance chip and the top-up page are on every page: the top-up and
// ledger calls (`topUpApi`, `ledgerApi`), the balance history queries, the amount rules and the
// live balance.
export * from './top-up-request';
export * from './idempotency-key';
export * from './refresh-user';
