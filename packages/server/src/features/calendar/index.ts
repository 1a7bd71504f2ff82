/**
 * The face of the calendar feature: what other features import from it, and nothing else
 * (decision 0274). Its descriptor is registered in features/index.ts.
 */
export { parseCsv } from './import-file';
