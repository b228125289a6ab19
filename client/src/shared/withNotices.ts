import { errorMessage, isAbortError } from './errors';
import { notify } from './toaster';

/** The notices of one call (spec section 8 texts, from `notices.ts`). */
export interface NoticeTexts<T> {
  /** Shown while the call runs ('Deleting Course ...'); the outcome then replaces it in place. */
  loading?: string;
  /** The success notice: a fixed text, or one taken from the result (the server's message). None: no notice. */
  success?: string | ((result: T) => string);
  /** The error notice when the error carries no message from the server (spec section 8's fallbacks). */
  failure: string;
  /** A cancelled call (AbortController): the loading notice goes and this neutral notice says so, no error. */
  cancelled?: string;
  /** Errors the caller handles itself (a re-authentication to ask for): rethrown, with no notice. */
  rethrow?: (error: unknown) => boolean;
}

export type NoticeOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; cancelled: boolean; error: unknown; message: string };

/** Thrown by a call whose answer is a failure with a notice of its own (not the fallback), e.g. 'Operation failed'. */
export class FailureNotice extends Error {}

/**
 * Runs one mutation call with its notices: the loading notice, then the success notice or the server's error message
 * (the fallback when it has none) in its place. Never rejects, but for the errors `texts.rethrow` picks: the outcome
 * says how it went, and the error notice's text when it failed.
 */
export async function withNotices<T>(texts: NoticeTexts<T>, run: () => Promise<T>): Promise<NoticeOutcome<T>> {
  const id = texts.loading === undefined ? undefined : notify.loading(texts.loading);
  try {
    const value = await run();
    const success = typeof texts.success === 'function' ? texts.success(value) : texts.success;
    if (success !== undefined) {
      if (id === undefined) notify.success(success);
      else notify.success(id, success);
    } else if (id !== undefined) notify.dismiss(id);
    return { ok: true, value };
  } catch (error) {
    if (texts.rethrow?.(error)) {
      if (id !== undefined) notify.dismiss(id);
      throw error;
    }
    if (texts.cancelled !== undefined && isAbortError(error)) {
      if (id !== undefined) notify.dismiss(id);
      notify.info(texts.cancelled);
      return { ok: false, cancelled: true, error, message: texts.cancelled };
    }
    const message = error instanceof FailureNotice ? error.message : errorMessage(error, texts.failure);
    if (id === undefined) notify.error(message);
    else notify.error(id, message);
    return { ok: false, cancelled: false, error, message };
  }
}
