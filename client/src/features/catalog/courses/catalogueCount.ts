import type { TFunction } from 'i18next';

/** '1 course', '130 courses', or 'Showing 24 of 130 courses' while some are not listed yet. */
export function catalogueCountText(t: TFunction<'courses'>, shown: number, total: number): string {
  return shown < total ? t('catalogue.showing', { shown, count: total }) : t('catalogue.count', { count: total });
}

/** When the server corrected a search that matched nothing: what it searched for instead. */
export function correctedSearchText(t: TFunction<'courses'>, typed: string, corrected: string): string {
  return t('catalogue.corrected', { typed, corrected });
}
