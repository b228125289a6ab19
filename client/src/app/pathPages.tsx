import { page } from './lazyPages';

// Learning paths: the list, a path (by its slug), and the ADMINs' editor of a new path or of one by its slug.
export const pathsPage = page(
  () => import('../features/catalog/paths/pages/PathsPage'),
  (m) => m.PathsPage,
);
export const pathPage = page(
  () => import('../features/catalog/paths/pages/PathPage'),
  (m) => m.PathPage,
);
export const pathEditor = page(
  () => import('../features/catalog/paths/pages/PathEditorPage'),
  (m) => m.PathEditorPage,
);
