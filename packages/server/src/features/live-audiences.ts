/**
 * The default audience of every live event kind: the platform's own (live/audience.ts) and each
 * feature's `liveAudiences`. The check below fails to compile when contract adds an event kind
 * that no feature declares, and names the kind.
 */
import {
  PLATFORM_AUDIENCES,
  type AudienceRules,
  type CompleteAudienceRules,
  type LiveEventKind,
} from '../live/audience';
import type { ServerFeature } from './feature';
import { serverFeatures, type ServerFeatureList } from './index';

type DeclaredKinds<F> = F extends { liveAudiences: infer R } ? keyof R : never;
type Uncovered = Exclude<
  LiveEventKind,
  keyof typeof PLATFORM_AUDIENCES | DeclaredKinds<ServerFeatureList[number]>
>;
// `never` when every kind has a rule; otherwise the error names the kinds without one.
const everyEventKindHasAnAudience: [Uncovered] extends [never] ? true : { missing: Uncovered } =
  true;
void everyEventKindHasAnAudience;

/** Joins the rules; a kind declared twice is a mistake (which one would win?). */
export function audienceRulesOf(features: readonly ServerFeature[]): AudienceRules {
  const rules: AudienceRules = { ...PLATFORM_AUDIENCES };
  for (const feature of features) {
    for (const kind of Object.keys(feature.liveAudiences ?? {}) as LiveEventKind[]) {
      if (kind in rules) throw new Error(`live event ${kind} has two audience rules`);
    }
    Object.assign(rules, feature.liveAudiences);
  }
  return rules;
}

/** The rules of the product's features; complete, as checked above. */
export const liveAudiences = audienceRulesOf(serverFeatures) as CompleteAudienceRules;
