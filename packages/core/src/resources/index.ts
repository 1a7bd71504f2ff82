// The resource center on the client, its own entry (`@savdo/core/resources`): the typed calls
// and the query stores only the resource widgets and pages use, so they stay out of the shared
// core chunk every partner widget loads (as `@savdo/core/courses`, decision 0165).
export * as resourcesApi from './api';
export * as resourcePositionApi from './position-api';
export * from './queries';
export * from './article-paragraphs';
export * from './open-file';
export * from './file-size';
