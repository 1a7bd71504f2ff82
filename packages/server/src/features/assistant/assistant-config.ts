/**
 * The assistant's settings, read from the environment (README lists them). A model answers only
 * when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; half a setting is refused at start-up
 * rather than silently answering with excerpts. Without them the assistant works offline.
 */
export interface AssistantModelSettings {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The answer is abandoned (and excerpts given) after this long without a streamed chunk. */
  timeoutMs: number;
}

export interface AssistantConfig {
  model: AssistantModelSettings | null;
  /** Questions per user per minute (0: no limit). */
  questionsPerMinute: number;
  /** How often, at most, the sources are asked whether their content changed. */
  indexCheckMs: number;
}

type Env = Record<string, string | undefined>;

const MODEL_VARS = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

const value = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v ? v : null;
};

function count(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function readAssistantConfig(env: Env): AssistantConfig {
  const given = MODEL_VARS.filter((name) => value(env, name));
  if (given.length > 0 && given.length < MODEL_VARS.length) {
    const missing = MODEL_VARS.filter((name) => !value(env, name));
    throw new Error(`The AI assistant's model needs ${missing.join(' and ')} as well`);
  }
  const baseUrl = value(env, 'AI_BASE_URL');
  if (baseUrl !== null && !/^https?:\/\//.test(baseUrl)) {
    throw new Error('AI_BASE_URL must start with http:// or https://');
  }
  return {
    model:
      baseUrl !== null
        ? {
            baseUrl: baseUrl.replace(/\/+$/, ''),
            apiKey: value(env, 'AI_API_KEY') ?? '',
            model: value(env, 'AI_MODEL') ?? '',
            timeoutMs: count(env, 'AI_TIMEOUT_MS', 30_000) || 30_000,
          }
        : null,
    questionsPerMinute: count(env, 'AI_QUESTIONS_PER_MINUTE', 10),
    indexCheckMs: count(env, 'AI_INDEX_CHECK_MS', 5_000),
  };
}
