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

export type NoticeType = keyof typeof NOTICE_DURATIONS;

/** What a notice is shown with: its id, how long it stays, and when it reached the store (its time counts from then). */
export interface NoticeOptions {
  id: string;
  duration: number;
  createdAt: number;
}

/** The toast store, which ToastRegion's chunk brings (react-hot-toast) and connects when it loads. */
export interface ToastRuntime {
  show: (type: NoticeType, text: string, options: NoticeOptions) => void;
  dismiss: (id?: string) => void;
}

let runtime: ToastRuntime | null = null;
/** Notices raised, replaced or dismissed before the store's chunk arrived, in order. */
const pending: ((connected: ToastRuntime) => void)[] = [];
let lastId = 0;

/** Called by ToastRegion's module as it loads: the notices raised meanwhile go to the store, in their order. */
export function connectToastRuntime(connected: ToastRuntime) {
  runtime = connected;
  for (const action of pending.splice(0)) action(connected);
}

function run(action: (connected: ToastRuntime) => void) {
  if (runtime) action(runtime);
  else {
    pending.push(action);
    demandToastRegion();
  }
}

function show(type: NoticeType, text: string, id = `notice-${++lastId}`): string {
  // With an existing id the new notice is merged into the old one, so the duration is always given: otherwise a
  // loading notice's Infinity would survive its replacement. Its time starts when it reaches the store: a notice
  // raised while the region's chunk was still on its way (a slow phone, a busy machine) would otherwise be gone before
  // it was ever seen, a 2 s success notice after a 2 s download.
  run((connected) => connected.show(type, text, { id, duration: NOTICE_DURATIONS[type], createdAt: Date.now() }));
  return id;
}

/**
 * Toast notices. `loading(text)` returns an id; `success(id, text)` / `error(id, text)` replace that notice in place,
 * `success(text)` / `error(text)` show a new one. The first notice asks for the toast region's chunk (the Chakra
 * region with react-hot-toast's store); what is raised before it arrives waits here and is shown when it does. The
 * timers run in the mounted ToastRegion (react-hot-toast's `useToaster`), and a notice's time counts from when it
 * reached the store: for one raised before the chunk arrived, from its arrival.
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
  dismiss: (id?: string) => run((connected) => connected.dismiss(id)),
};
