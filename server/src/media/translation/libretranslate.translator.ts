import { primaryLanguage, TranslationError, type Translator } from './translator';

export interface LibreTranslateSettings {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Texts per request: LibreTranslate takes a list, and a long lecture's cues are sent a batch at a time. */
const BATCH = 100;

/**
 * A LibreTranslate-compatible service (self-hosted LibreTranslate, or a hosted one speaking its API):
 * `POST <url>/translate` with `{ q: [texts], source, target, format: 'text', api_key }`, answered
 * `{ translatedText: [texts] }`. Which pairs it has is its own business: it is asked, and refuses what it lacks.
 */
export function libreTranslateTranslator(settings: LibreTranslateSettings): Translator {
  const endpoint = new URL('translate', settings.url.endsWith('/') ? settings.url : `${settings.url}/`);
  const translateBatch = async (q: string[], from: string, to: string, signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q,
        source: primaryLanguage(from),
        target: primaryLanguage(to),
        format: 'text',
        ...(settings.apiKey && { api_key: settings.apiKey }),
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }).catch((error: unknown) => {
      throw new TranslationError('The translation service could not be reached', { cause: error });
    });
    const body = (await response.json().catch(() => null)) as { translatedText?: unknown; error?: unknown } | null;
    if (!response.ok) {
      const said = typeof body?.error === 'string' ? `: ${body.error.slice(0, 200)}` : '';
      throw new TranslationError(`The translation service answered ${response.status}${said}`);
    }
    const texts = body?.translatedText;
    if (!Array.isArray(texts) || texts.length !== q.length || !texts.every((text) => typeof text === 'string')) {
      throw new TranslationError('The translation service gave an answer without one text per text sent');
    }
    return texts as string[];
  };
  return {
    name: 'libretranslate',
    supports: () => true,
    async translate(texts, from, to, signal) {
      const translated: string[] = [];
      for (let start = 0; start < texts.length; start += BATCH) {
        translated.push(...(await translateBatch(texts.slice(start, start + BATCH), from, to, signal)));
      }
      return translated;
    },
  };
}
