/**
 * The face of the telegram feature (decision 0274): nothing is imported from it by other
 * features (it hears of notifications through the notifications feature's channel list). Its
 * descriptor is registered in features/index.ts.
 */
export { telegramFeature } from './feature';
