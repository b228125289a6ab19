import type { Confirmation } from '../../components/ConfirmDialog';

/** The categories page's texts (not in the spec). */
export const categoryTexts = {
  heading: 'Categories',
  intro:
    'Learners filter the catalogue by category. Names are unique whatever their case; renaming or merging updates every course at once.',
  newLabel: 'New category',
  newPlaceholder: 'e.g. Data Science',
  add: 'Add category',
  added: (name: string) => `Category "${name}" added`,
  addFailed: 'Failed to add the category',
  listHeading: 'All categories',
  empty: 'No categories yet: add one above, or create a course with a new category.',
  loading: 'Loading the categories',
  loadFailed: 'Failed to load the categories',
  courses: (published: number, all: number) =>
    all === published ? `${all} ${all === 1 ? 'course' : 'courses'}` : `${published} published · ${all} in all`,
  rename: 'Rename',
  renameLabel: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: (name: string) => `Renamed to "${name}"`,
  renameFailed: 'Failed to rename the category',
  mergeLabel: (name: string) => `Merge ${name} into`,
  mergePlaceholder: 'Merge into…',
  merged: (into: string) => `Merged into "${into}"`,
  mergeFailed: 'Failed to merge the categories',
  delete: 'Delete',
  deleteHint: 'Merge it into another category to delete it',
  deleted: (name: string) => `Category "${name}" deleted`,
  deleteFailed: 'Failed to delete the category',
} as const;

export const confirmMerge = (source: string, into: string, courses: number): Confirmation => ({
  title: 'Merge categories',
  message: `Move ${courses === 1 ? 'the 1 course' : `the ${courses} courses`} of "${source}" into "${into}" and delete "${source}"?`,
  confirmLabel: 'Merge',
});

export const confirmDeleteCategory = (name: string): Confirmation => ({
  title: 'Delete category',
  message: `Delete the category "${name}"? It has no courses.`,
  confirmLabel: 'Delete',
});
