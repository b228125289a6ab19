import { toast } from 'react-hot-toast/headless';
import { demandToastRegion } from './toastDemand';

/**
 * Notice durations of spec section 9 (ms), which are react-hot-toast's defaults. Loading notices stay until replaced.
 */
export const NOTICE_DURATIONS = {
  info: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

/**
 * At most 20 notices at once (spec section 9): react-hot-toast's fixed TOAST_LIMIT. A notice beyond it drops the
 * oldest one (dismissed notices still fading out count too) instead of queueing.
 */
export const MAX_NOTICES = 20;

type NoticeType = keyof typeof NOTICE_DURATIONS;

// react-hot-toast calls a neutral notice 'blank'.
const create = {
  info: toast,
  custom: toast.custom,
  loading: toast.loading,
  success: toast.success,
  error: toast.error,
} as const satisfies Record<NoticeType, unknown>;

function show(type: NoticeType, text: string, id?: string): string {
  demandToastRegion();
  // With an existing id the new notice is merged into the old one, so the duration is always given: otherwise a
  // loading notice's Infinity would survive its replacement.
  return create[type](text, { id, duration: NOTICE_DURATIONS[type] });
}

/**
 * Toast notices. `loading(text)` returns an id; `success(id, text)` / `error(id, text)` replace that notice in place,
 * `success(text)` / `error(text)` show a new one. The timers run in the mounted ToastRegion (react-hot-toast's
 * `useToaster`), so a notice's time counts from when it is raised, even before the region's chunk has arrived.
 */
export const notify = {
  info: (text: string) => show('info', text),
  custom: (text: string) => show('custom', text),
  loading: (text: string) => show('loading', text),
  success: (idOrText: string, text?: string) =>
    text === undefined ? show('success', idOrText) : show('success', text, idOrText),
  error: (idOrText: string, text?: string) =>
    text === undefined ? show('error', idOrText) : show('error', text, idOrText),
  /** Dismisses one notice (or all): it fades out and leaves the DOM a second later. */
  dismiss: (id?: string) => toast.dismiss(id),
};
