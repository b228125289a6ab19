import { useEffect, useSyncExternalStore } from 'react';
import { useOnline } from '../../../../shared/useOnline';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import type { ReceiptSync } from './receiptSync';
import { useDownloadsOnDevice } from './useDownloads';

const NO_REPORT = () => null;
const NOTHING_TO_WATCH = () => () => undefined;

/** What the device's receipt sender last reported (null before any receipt was answered). */
export function useReceiptsReport() {
  const receipts: ReceiptSync | undefined = useDownloadsOnDevice()?.receipts;
  return useSyncExternalStore(receipts?.subscribe ?? NOTHING_TO_WATCH, receipts?.lastReport ?? NO_REPORT, NO_REPORT);
}

/**
 * Sends the receipts kept offline whenever a signed-in device is, or comes back, online, on any screen: mounted once
 * in the page frame.
 */
export function useReceiptSending() {
  const receipts = useDownloadsOnDevice()?.receipts;
  const online = useOnline();
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (online && isLoggedIn && receipts) void receipts.send();
  }, [online, isLoggedIn, receipts]);
}
