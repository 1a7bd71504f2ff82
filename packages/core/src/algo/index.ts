// Algo trading on the client, its own entry (`@savdo/core/algo`): the typed calls and the query
// stores only the algo widgets and pages use, so they stay out of the shared core chunk every
// partner widget loads (as `@savdo/core/courses`, decision 0165).
export * as algoApi from './api';
export {
  bridgeFileUrl,
  downloadExpertAdvisorFile,
  expertAdvisorFileUrl,
  savdoOrigin,
} from './download';
export * from './queries';
export * as copyApi from './copy-api';
export * from './copy-queries';
