import { STAFF_NAMESPACES, textsOf } from '../en';

/** Urdu for the ADMINs' screens: a chunk of its own, fetched when one of them is first shown in Urdu. */
export const urduStaff = textsOf(
  import.meta.glob<object>('./{admin,authoring,integrations,quizBuilder}.json', { eager: true, import: 'default' }),
  STAFF_NAMESPACES,
);
