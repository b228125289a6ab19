import type { english } from '../en';
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

/** Hindi: a chunk of its own, fetched when the language is first shown. */
export const hindi: Record<keyof typeof english, object> = {
  auth,
  checkout,
  common,
  courses,
  downloads,
  home,
  learning,
  paths,
  shell,
  slides,
};
