/**
 * The face of the algo feature: what other features may import from it (decision 0274).
 * None uses it today; its descriptor is registered in features/index.ts.
 */
export {};
