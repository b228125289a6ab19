/** The browser side of web push: the Push API through the app's service worker (client/sw). */

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Whether this browser has the Push API and notifications at all. */
export const devicePushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The app's worker registration for this page: the built app registers it once the page has loaded
 * (offline/registerServiceWorker.ts), so it is waited for there; the dev server has none (null).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found) return found;
  return import.meta.env.PROD ? navigator.serviceWorker.ready : null;
}

/** A VAPID public key (base64url) as the applicationServerKey bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser's permission, subscribes this browser with the server's key and gives the subscription to the
 * server (`save`). 'denied' when the learner (or the browser's settings) refused; 'dismissed' when the prompt was
 * closed without an answer.
 */
export async function subscribeThisDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
  save: (input: PushSubscriptionInput) => Promise<unknown>,
): Promise<'subscribed' | 'denied' | 'dismissed'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  try {
    await save({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  } catch (error) {
    // The server did not keep it: the browser does not keep it either, so the switch and both sides agree.
    await subscription.unsubscribe();
    throw error;
  }
  return 'subscribed';
}

/** Forgets this browser's subscription on the server (`forget`), then in the browser. */
export async function unsubscribeThisDevice(
  registration: ServiceWorkerRegistration,
  forget: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await forget(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * Before this browser signs out: forgets its subscription on the server while the session can still say whose it is
 * (`forget`), then in the browser whatever the server answered, so that a shared browser never shows the next person
 * this account's notifications. Never throws: a sign-out goes ahead whatever happens here.
 */
export async function forgetThisDeviceOnSignOut(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  if (!devicePushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await forget(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // The push service or the worker refused: the server drops the subscription at its first refused push.
  }
}
