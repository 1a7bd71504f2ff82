/**
 * The face of the assistant feature: what other features import from it, and nothing else (decision
 * 0274). Used by banners, courses and resources (the sources they give the assistant; banners also
 * its source links). Its descriptor is registered in features/index.ts.
 */
export { assistantSourceUrl, type AssistantSource, type AssistantSourceDocument } from './source';
