import type { TFunction } from 'i18next';
import type { Confirmation } from '../../../components/ConfirmDialog';

/** '2 courses', or '3 published · 4 in all' when some are drafts. */
export const categoryCourses = (t: TFunction<'admin'>, published: number, all: number) =>
  all === published ? t('categories.courses', { count: all }) : t('categories.someDrafts', { published, all });

export const confirmMerge = (t: TFunction<'admin'>, source: string, into: string, courses: number): Confirmation => ({
  title: t('categories.mergeTitle'),
  message: t('categories.mergeMessage', { count: courses, source, into }),
  confirmLabel: t('categories.merge'),
});

export const confirmDeleteCategory = (t: TFunction<'admin'>, name: string): Confirmation => ({
  title: t('categories.deleteTitle'),
  message: t('categories.deleteMessage', { name }),
  confirmLabel: t('categories.delete'),
});
