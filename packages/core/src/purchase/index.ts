// What buying needs on the client, its own entry (`@savdo/core/purchase`): the top-up request
// (one store per page: one build holds one copy), an idempotency key per confirmation, and the
// user read again after a purchase. Only pages and widgets that sell load it.
export * from '../money/top-up-request';
export * from '../money/idempotency-key';
export * from '../session/refresh-user';
