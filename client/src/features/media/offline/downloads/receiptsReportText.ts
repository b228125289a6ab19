import type { TFunction } from 'i18next';
import type { ReceiptsReport } from './receiptSync';

/** What the server made of the receipts sent, and which lectures they made verified complete, in one sentence or two. */
export function receiptsReportText(t: TFunction<'downloads'>, report: ReceiptsReport, locale: string): string {
  const outcome = report.refused ? t('receipts.refused') : t('receipts.counted', { count: report.counted });
  if (report.verifiedTitles.length === 0) return outcome;
  const titles = new Intl.ListFormat(locale).format(report.verifiedTitles);
  return `${outcome} ${t('receipts.verified', { titles })}`;
}
