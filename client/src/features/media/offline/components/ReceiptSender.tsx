import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatLocale } from '../../../../i18n/format';
import { notify } from '../../../../shared/toaster';
import type { ReceiptsReport } from '../downloads/receiptSync';
import { receiptsReportText } from '../downloads/receiptsReportText';
import { useReceiptSending, useReceiptsReport } from '../downloads/useReceiptSending';

/**
 * In the page frame: offline viewing is sent as soon as the device is back online, whatever screen is open, and what
 * the server counted is told in a notice (the Downloads page says it in its own status line).
 */
export function ReceiptSender() {
  useReceiptSending();
  const report = useReceiptsReport();
  const { pathname } = useLocation();
  // Not suspended: the frame must never wait for this namespace; the notice waits for it instead.
  const { t, i18n, ready } = useTranslation('downloads', { useSuspense: false });
  const told = useRef<ReceiptsReport | null>(null);
  useEffect(() => {
    if (!report || !ready || told.current === report) return;
    told.current = report;
    if (pathname === '/downloads') return;
    const text = receiptsReportText(t, report, formatLocale(i18n.language));
    if (report.refused) notify.error(text);
    else notify.info(text);
  }, [report, ready, pathname, t, i18n.language]);
  return null;
}
