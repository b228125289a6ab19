import { LEARNER_NAMESPACES, textsOf } from '../en';

/** Urdu, written right to left: a chunk of its own, fetched when the language is first shown. */
export const urdu = textsOf(
  import.meta.glob<object>(['./*.json', '!./{admin,authoring,integrations,quizBuilder}.json'], {
    eager: true,
    import: 'default',
  }),
  LEARNER_NAMESPACES,
);
