import type { ApiConfig } from '../config';
import { createAzureOpenAiEngine } from './azure-openai';
import { builtinEngine } from './builtin';
import type { AiEngine } from './port';

export { processRecipe, recommendDrinks } from './bartender';
export type { AiEngine, AiLog, BarSnapshot } from './port';

let engine: { key: string; value: AiEngine } | undefined;

/** The engine the configuration asks for; Azure OpenAI when an endpoint is set, unless AI_ENGINE says otherwise. */
export function aiEngine(cfg: ApiConfig): AiEngine {
  const kind = cfg.AI_ENGINE ?? (cfg.AZURE_OPENAI_ENDPOINT ? 'azure-openai' : 'builtin');
  if (kind === 'builtin' || !cfg.AZURE_OPENAI_ENDPOINT || !cfg.AZURE_OPENAI_DEPLOYMENT) return builtinEngine;
  const key = [cfg.AZURE_OPENAI_ENDPOINT, cfg.AZURE_OPENAI_DEPLOYMENT, cfg.AZURE_OPENAI_API_VERSION, cfg.AZURE_OPENAI_TIMEOUT_MS, cfg.AZURE_OPENAI_API_KEY ? 'key' : 'identity'].join('|');
  if (engine?.key !== key) {
    engine = {
      key,
      value: createAzureOpenAiEngine({
        endpoint: cfg.AZURE_OPENAI_ENDPOINT,
        deployment: cfg.AZURE_OPENAI_DEPLOYMENT,
        apiVersion: cfg.AZURE_OPENAI_API_VERSION,
        apiKey: cfg.AZURE_OPENAI_API_KEY,
        timeoutMs: cfg.AZURE_OPENAI_TIMEOUT_MS,
        fallback: builtinEngine,
      }),
    };
  }
  return engine.value;
}
