import type { english } from '../en';
import common from './common.json';
import paths from './paths.json';
import downloads from './downloads.json';
import shell from './shell.json';
import slides from './slides.json';

/** Hindi: a chunk of its own, fetched when the language is first shown. */
export const hindi: Record<keyof typeof english, object> = { common, downloads, paths, shell, slides };
