/** A machine translation engine for caption text: Apertium on the machine, or a LibreTranslate-compatible service. */
export interface Translator {
  readonly name: string;
  /** Whether it translates `from` into `to` (BCP 47 tags; their primary language is what counts). */
  supports(from: string, to: string): boolean;
  /** Each text translated, in order: as many as were given. */
  translate(texts: readonly string[], from: string, to: string, signal?: AbortSignal): Promise<string[]>;
}

/** A translation that did not finish; `reason` is what an ADMIN is shown on the FAILED track. */
export class TranslationError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'TranslationError';
  }
}

/** `pt-BR` → `pt`: engines name languages, not regions. */
export const primaryLanguage = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';
