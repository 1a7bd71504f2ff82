/**
 * The face of the plans feature: what other features import from it, and nothing else (decision
 * 0274). Used by signals (premium signals by plan level). Its descriptor is registered in
 * features/index.ts.
 */
export { activePlanLevel, findPlanById, findPlanByName, userIdsWithPlanLevel } from './repository';
