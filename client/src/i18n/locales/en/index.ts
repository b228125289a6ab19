import about from './about.json';
import account from './account.json';
import admin from './admin.json';
import auth from './auth.json';
import authoring from './authoring.json';
import certificates from './certificates.json';
import checkout from './checkout.json';
import common from './common.json';
import contact from './contact.json';
import courses from './courses.json';
import devices from './devices.json';
import discussions from './discussions.json';
import downloads from './downloads.json';
import errors from './errors.json';
import home from './home.json';
import inbox from './inbox.json';
import integrations from './integrations.json';
import learning from './learning.json';
import notes from './notes.json';
import paths from './paths.json';
import payments from './payments.json';
import player from './player.json';
import quizBuilder from './quizBuilder.json';
import quizzes from './quizzes.json';
import receipts from './receipts.json';
import review from './review.json';
import shell from './shell.json';
import slides from './slides.json';
import teams from './teams.json';

/** English, the language every text is written in first: bundled with the app, and every other language's fallback. */
export const english = {
  about,
  account,
  admin,
  auth,
  authoring,
  certificates,
  checkout,
  common,
  contact,
  courses,
  devices,
  discussions,
  downloads,
  errors,
  home,
  inbox,
  integrations,
  learning,
  notes,
  paths,
  player,
  payments,
  quizBuilder,
  quizzes,
  receipts,
  review,
  shell,
  slides,
  teams,
};

/** The namespaces, one per feature (plus `common`): each language has a file per namespace. */
export type Namespace = keyof typeof english;
export const NAMESPACES = Object.keys(english) as Namespace[];

/**
 * The namespaces only ADMINs' screens read: in every language but English they are a chunk of their own, fetched when
 * such a screen first asks, so a learner's language chunk carries none of them.
 */
export const STAFF_NAMESPACES = [
  'admin',
  'authoring',
  'integrations',
  'quizBuilder',
] as const satisfies readonly Namespace[];
export type StaffNamespace = (typeof STAFF_NAMESPACES)[number];
export type LearnerNamespace = Exclude<Namespace, StaffNamespace>;
export const isStaffNamespace = (namespace: string): namespace is StaffNamespace =>
  (STAFF_NAMESPACES as readonly string[]).includes(namespace);
export const LEARNER_NAMESPACES = NAMESPACES.filter(
  (namespace): namespace is LearnerNamespace => !isStaffNamespace(namespace),
);

/**
 * A language's texts, one per namespace of `namespaces`, from its folder's JSON files as an eager
 * `import.meta.glob(…, { import: 'default' })` gives them (keyed `./<namespace>.json`). A namespace without its file
 * fails here, when the language loads, rather than showing English in its place.
 */
export function textsOf<N extends Namespace>(
  files: Record<string, object>,
  namespaces: readonly N[],
): Record<N, object> {
  const texts = {} as Record<N, object>;
  for (const namespace of namespaces) {
    const file = files[`./${namespace}.json`];
    if (!file) throw new Error(`No ${namespace}.json for this language`);
    texts[namespace] = file;
  }
  return texts;
}
