import { DISCUSSION_COUNT_CAP } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../i18n/format';

/** '1 question', '1,000 questions'; the lists count to DISCUSSION_COUNT_CAP, so one more means more than that. */
export function questionCountText(t: TFunction<'discussions'>, count: number, language: string): string {
  if (count > DISCUSSION_COUNT_CAP) return t('countMore', { number: formatNumber(DISCUSSION_COUNT_CAP, language) });
  return t('count', { count, number: formatNumber(count, language) });
}
