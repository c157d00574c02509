import type OpenAI from 'openai';
import { services } from '../../platform/services';
import type { AiConfig } from '../../platform/config';

/**
 * The one OpenAI-compatible client of the AI tools (OpenAI, Azure OpenAI's v1 API, or a self-hosted server:
 * AI_BASE_URL, AI_API_KEY). The SDK retries 429 and 5xx answers itself with backoff, honouring retry-after
 * (AI_MAX_RETRIES), and abandons a call after AI_TIMEOUT_MS.
 */
let cached: { config: AiConfig; client: OpenAI } | null = null;

/** The SDK, loaded on first use rather than at start (docs/decisions/0030-lean-image-and-cold-start.md). */
const sdk = () => (require('openai') as typeof import('openai')).OpenAI;

export function aiConfig(): AiConfig {
  return services().config.ai;
}

export function aiClient(): OpenAI {
  const config = aiConfig();
  if (cached?.config === config) return cached.client;
  const client = new (sdk())({
    apiKey: config.apiKey ?? 'not-needed',
    baseURL: config.baseUrl ?? undefined,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  cached = { config, client };
  return client;
}

export const NOT_CONFIGURED_MESSAGE =
  'The AI tools are not configured: set AI_API_KEY (and AI_BASE_URL for Azure OpenAI or a self-hosted server, AI_TEXT_MODEL and AI_IMAGE_MODEL for other models) in the server’s environment and restart it. README.md, “AI endpoint”, explains each setting.';

/** A provider failure in words an admin can act on. */
export function describeProviderError(error: unknown, timeoutMs: number): string {
  const OpenAI = sdk();
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return `The AI service did not answer within ${Math.round(timeoutMs / 1000)} s. Nothing was saved: try again in a moment.`;
  if (error instanceof OpenAI.RateLimitError)
    return 'The AI service is busy (it answered “too many requests” even after waiting and retrying). Nothing was saved: try again in a few minutes.';
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    return 'The AI service refused the API key: check AI_API_KEY in the server’s environment.';
  if (error instanceof OpenAI.NotFoundError)
    return 'The AI service does not know the configured model: check AI_TEXT_MODEL and AI_IMAGE_MODEL.';
  if (error instanceof OpenAI.APIConnectionError)
    return 'The AI service could not be reached. Nothing was saved: check AI_BASE_URL or try again later.';
  if (error instanceof OpenAI.InternalServerError || (error instanceof OpenAI.APIError && (error.status ?? 0) >= 500))
    return 'The AI service had an error of its own (even after retrying). Nothing was saved: try again in a few minutes.';
  if (error instanceof OpenAI.BadRequestError) return `The AI service refused the request: ${error.message}`;
  return 'The AI service call failed. Nothing was saved: try again.';
}

export const isAbort = (error: unknown) => error instanceof sdk().APIUserAbortError || (error as Error)?.name === 'AbortError';
