import type { Config } from '../../config';
import { installedApertium } from './apertium.translator';
import { libreTranslateTranslator } from './libretranslate.translator';
import type { Translator } from './translator';

/**
 * The engine TRANSLATION_ENGINE names, or null for none (machine translation off). `auto`: the service at
 * TRANSLATION_URL when it is set, else Apertium when it is installed with a pair, else none. Naming an engine that
 * cannot run is an error, found when a translation is asked for.
 */
export function translatorFor(settings: Config['translation']): Translator | null {
  const http = settings.url
    ? libreTranslateTranslator({ url: settings.url, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs })
    : null;
  switch (settings.engine) {
    case 'off':
      return null;
    case 'libretranslate':
      if (!http) throw new Error('TRANSLATION_ENGINE=libretranslate needs TRANSLATION_URL');
      return http;
    case 'apertium': {
      const apertium = installedApertium();
      if (!apertium) throw new Error('TRANSLATION_ENGINE=apertium, but apertium is not installed with a language pair');
      return apertium;
    }
    case 'auto':
      return http ?? installedApertium();
  }
}
