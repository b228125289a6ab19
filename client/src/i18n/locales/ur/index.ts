import type { english } from '../en';
import checkout from './checkout.json';
import common from './common.json';
import courses from './courses.json';
import home from './home.json';
import learning from './learning.json';
import shell from './shell.json';

/** Urdu, written right to left: a chunk of its own, fetched when the language is first shown. */
export const urdu: Record<keyof typeof english, object> = { checkout, common, courses, home, learning, shell };
