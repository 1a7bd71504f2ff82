// Video courses on the client, its own entry (`@savdo/core/courses`): the typed calls, the query
// stores and the pure rules only the course widgets and pages use, so they stay out of the
// shared core chunk every partner widget loads. One build still holds one copy of each store.
export * as coursesApi from './api';
export * from './course-rules';
export * from './queries';
