import fp from 'fastify-plugin';
import type { AiProvider } from './ai-provider.js';
import { createOfflineProvider } from './offline-provider.js';
import { createOpenAiProvider } from './openai-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

/** The configured AI provider: OpenAI-compatible when AI_BASE_URL is set, else the offline one. */
export const aiPlugin = fp(
  async (app) => {
    const { ai } = app.config;
    app.decorate('ai', ai.baseUrl ? createOpenAiProvider({ ...ai, baseUrl: ai.baseUrl }, app.storage) : createOfflineProvider(app.storage));
  },
  { name: 'ai', dependencies: ['config', 'storage'] },
);
