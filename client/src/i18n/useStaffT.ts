import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffNamespace } from './locales/en';

/**
 * A staff namespace's `t`, read when an action runs rather than at render: for a hook that every viewer's screen mounts
 * but only an ADMIN's action calls (the lecture screen's delete, retry, free preview and reorder). Unlike
 * `useTranslation(namespace)` it never fetches the namespace, so a learner's page downloads no staff texts; the admin's
 * controls that start those actions read the namespace themselves (`useTranslation('authoring')`), so by the time one
 * runs its texts are in. Before that, a key answers in English, every language's fallback.
 */
export function useStaffT<N extends StaffNamespace>(namespace: N): () => TFunction<N> {
  const { i18n } = useTranslation();
  return useCallback(() => i18n.getFixedT(null, namespace), [i18n, namespace]);
}
