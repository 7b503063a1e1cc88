import type { AiConfig } from '../../config.js';
import { RemoteError, httpJson, httpRequest } from '../../lib/http-client.js';
import { detectImage } from '../../lib/image-check.js';
import type { TemplateRow } from '../../db/rows.js';
import { newKey } from '../../storage/keys.js';
import type { Storage } from '../../storage/storage.js';
import { AiError, TEXT_LIMITS, type AiProvider, type GeneratedImage, type TextKind } from './ai-provider.js';
import { SYSTEM_PROMPT, imagePrompt, textPrompt, tidyText } from './prompts.js';
import { AI_NO_CONTENT, AI_NO_IMAGE, AI_NOT_AN_IMAGE, AI_TEMPORARY_LINK, aiCallFailed } from '../../lib/messages.js';

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

interface ImageGeneration {
  data?: { url?: unknown; b64_json?: unknown }[];
}

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * Any OpenAI-compatible service (OpenAI, DeepSeek, Qwen/DashScope compatible mode, Ollama,
 * vLLM...): POST {AI_BASE_URL}/chat/completions for text and /images/generations for pictures.
 * Pictures are stored through the storage interface, since such URLs usually expire.
 */
export function createOpenAiProvider(config: AiConfig & { baseUrl: string }, storage: Storage): AiProvider {
  const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};

  async function call<T>(path: string, json: unknown): Promise<T> {
    try {
      return await httpJson<T>(`${config.baseUrl}${path}`, { json, headers, timeoutMs: config.timeoutMs });
    } catch (error) {
      if (error instanceof RemoteError) throw new AiError(aiCallFailed(error.message));
      throw error;
    }
  }

  async function store(data: Buffer): Promise<string> {
    const kind = detectImage(data);
    if (!kind) throw new AiError(AI_NOT_AN_IMAGE);
    const key = newKey('generated', kind);
    await storage.put(key, data);
    return storage.url(key);
  }

  return {
    name: 'openai-compatible',
    offline: false,

    async generateText(kind: TextKind, template: TemplateRow): Promise<string> {
      const answer = await call<ChatCompletion>('/chat/completions', {
        model: config.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: textPrompt(kind, template) },
        ],
        temperature: 0.8,
      });
      const content = answer.choices?.[0]?.message?.content;
      const text = typeof content === 'string' ? tidyText(kind, content, TEXT_LIMITS[kind]) : '';
      if (text === '') throw new AiError(AI_NO_CONTENT);
      return text;
    },

    async generateImage(template: TemplateRow): Promise<GeneratedImage> {
      const answer = await call<ImageGeneration>('/images/generations', {
        model: config.imageModel,
        prompt: imagePrompt(template),
        n: 1,
        size: config.imageSize,
      });
      const item = answer.data?.[0];
      if (typeof item?.b64_json === 'string' && item.b64_json !== '') {
        return { url: await store(Buffer.from(item.b64_json, 'base64')) };
      }
      if (typeof item?.url === 'string' && /^https?:\/\//i.test(item.url)) {
        try {
          const download = await httpRequest(item.url, { timeoutMs: config.timeoutMs, maxBytes: MAX_IMAGE_BYTES });
          if (download.status >= 200 && download.status < 300) return { url: await store(download.body) };
        } catch {
          // Fall through: the service's own (temporary) address is still a usable answer.
        }
        return { url: item.url, note: AI_TEMPORARY_LINK };
      }
      throw new AiError(AI_NO_IMAGE);
    },
  };
}
