/**
 * The AI assistant (decision 0250): answers traders' questions from the content every
 * feature declares in `assistantSources` (courses and lessons here; resources and instructions
 * when those features land) plus its own glossary and the product's business rules, with
 * citations, a disclaimer, a per-user rate limit and each user's conversation history.
 */
import { defineFeature } from '../feature';
import { assistantRoutes } from './routes';
import { glossarySource } from './sources/glossary-source';
import { rulesSource } from './sources/rules-source';

export const assistantFeature = defineFeature({
  name: 'assistant',
  routes: [assistantRoutes],
  assistantSources: [rulesSource, glossarySource],
});
