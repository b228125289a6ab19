import { LEARNER_NAMESPACES, textsOf } from '../en';

/** Hindi: a chunk of its own, fetched when the language is first shown. */
export const hindi = textsOf(
  import.meta.glob<object>(['./*.json', '!./{admin,authoring,integrations,quizBuilder}.json'], {
    eager: true,
    import: 'default',
  }),
  LEARNER_NAMESPACES,
);
