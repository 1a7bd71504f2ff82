/**
 * The face of the calendar feature: what other features import from it, and nothing else (decision
 * 0274). Used by journal (its CSV import reads with the calendar's parser). Its descriptor is
 * registered in features/index.ts.
 */
export { parseCsv } from './import-file';
