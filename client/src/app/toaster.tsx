import { createToaster } from '@chakra-ui/react';
import { demandToastRegion } from './toastDemand';

/** Notice durations of spec section 9 (ms). Loading notices stay until replaced. */
export const NOTICE_DURATIONS = {
  info: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

/** At most 20 notices at once (spec section 9); further ones queue. */
export const MAX_NOTICES = 20;

export const toaster = createToaster({
  placement: 'top-end',
  max: MAX_NOTICES,
  pauseOnPageIdle: true,
  duration: NOTICE_DURATIONS.info,
});

type NoticeType = keyof typeof NOTICE_DURATIONS;

function show(type: NoticeType, text: string, id?: string): string {
  demandToastRegion();
  return toaster.create({
    // An explicit `id: undefined` would override the generated one.
    ...(id ? { id } : {}),
    // Zag only knows priorities for its built-in types; a custom notice queues like a neutral one.
    ...(type === 'custom' ? { priority: 8 as const } : {}),
    type,
    title: text,
    duration: NOTICE_DURATIONS[type],
    closable: type !== 'loading',
  });
}

/**
 * Toast notices. `loading(text)` returns an id; `success(id, text)` / `error(id, text)` replace that notice in place,
 * `success(text)` / `error(text)` show a new one.
 */
export const notify = {
  info: (text: string) => show('info', text),
  custom: (text: string) => show('custom', text),
  loading: (text: string) => show('loading', text),
  success: (idOrText: string, text?: string) =>
    text === undefined ? show('success', idOrText) : show('success', text, idOrText),
  error: (idOrText: string, text?: string) =>
    text === undefined ? show('error', idOrText) : show('error', text, idOrText),
  dismiss: (id?: string) => toaster.dismiss(id),
};
