import auth from './auth.json';
import checkout from './checkout.json';
import common from './common.json';
import courses from './courses.json';
import downloads from './downloads.json';
import home from './home.json';
import learning from './learning.json';
import paths from './paths.json';
import shell from './shell.json';
import slides from './slides.json';

/** English, the language every text is written in first: bundled with the app, and every other language's fallback. */
export const english = { auth, checkout, common, courses, downloads, home, learning, paths, shell, slides };

/** The namespaces, one per feature (plus `common`): each language has a file per namespace. */
export type Namespace = keyof typeof english;
export const NAMESPACES = Object.keys(english) as Namespace[];
