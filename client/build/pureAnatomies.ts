import type { Plugin } from 'vite';

const anatomyModule =
  /(@chakra-ui\/react\/dist\/esm\/anatomy\.js|@zag-js\/[\w-]+\/dist\/[\w-]+\.anatomy\.mjs|@ark-ui\/react\/dist\/components\/[\w-]+\/[\w-]+\.anatomy\.js)$/;
const recipeModule = /@chakra-ui\/react\/dist\/esm\/theme\/recipes\/[\w-]+\.js$/;
const themeModule = /@chakra-ui\/react\/dist\/esm\/theme\/[\w/-]+\.js$/;

/** What is marked pure in each kind of module. */
const anatomyDeclaration = /^(?:const|var) \w+ = (?=[\w$]+[.(])/gm;
const defineCall = /= (?=define\w+\()/g;
const anatomyKeys = /\b(?=\w+Anatomy\.keys\(\))/g;

/** A module that only imports and re-exports (most of Ark's `*.anatomy.js`) declares nothing to mark. */
const onlyReexports = (code: string) =>
  code
    .split('\n')
    .every((line) => /^\s*(?:$|"use client";|\/\/|import .* from ["'][^"']+["'];$|export \{[^}]*\};$)/.test(line));

/** Thrown when a dependency's code no longer has the shape a pattern expects: the build must not go on silently. */
export class PatternMismatchError extends Error {
  constructor(file: string, pattern: RegExp, what: string) {
    super(
      `coursehub:pure-anatomies: ${pattern} matches nothing in ${file} (${what}). The dependency's code changed ` +
        'shape: update the pattern in client/build/pureAnatomies.ts, or drop the plugin if the bundle no longer needs it.',
    );
    this.name = 'PatternMismatchError';
  }
}

/** Puts `mark(match)` in place of each match of `pattern`, of which there must be at least one. */
function markEach(code: string, file: string, pattern: RegExp, mark: (match: string) => string, what: string): string {
  let matched = false;
  const result = code.replace(pattern, (match: string) => {
    matched = true;
    return mark(match);
  });
  if (!matched) throw new PatternMismatchError(file, pattern, what);
  return result;
}

/** Which kinds of module one build annotated: a pattern that never applied means a module path pattern broke. */
export interface AnnotationTally {
  anatomies: number;
  defines: number;
  slotKeys: number;
}

/**
 * The annotated code of a module this plugin targets, or null for any other module. Throws a PatternMismatchError
 * when a targeted module has what a pattern is for (a declaration, a `define*()` call, a slot recipe) and the pattern
 * matches none of it.
 */
export function annotatePure(code: string, id: string, tally?: AnnotationTally): string | null {
  if (anatomyModule.test(id)) {
    if (onlyReexports(code)) return null;
    if (tally) tally.anatomies++;
    return markEach(
      code,
      id,
      anatomyDeclaration,
      (m) => `${m}/* @__PURE__ */ `,
      'an anatomy module that declares something',
    );
  }
  if (!themeModule.test(id)) return null;
  // Tokens (`defineTokens.colors(`), breakpoints and the recipe indexes call no `define*()`.
  let pure = code;
  if (/\bdefine\w+\s*\(/.test(code)) {
    if (tally) tally.defines++;
    pure = markEach(code, id, defineCall, (m) => `${m}/* @__PURE__ */ `, 'a theme module that calls define*()');
  }
  if (recipeModule.test(id) && code.includes('defineSlotRecipe')) {
    if (tally) tally.slotKeys++;
    pure = markEach(pure, id, anatomyKeys, () => '/* @__PURE__ */ ', 'a slot recipe');
  }
  return pure === code ? null : pure;
}

/**
 * Chakra's anatomy module and Zag's and Ark's `*.anatomy` modules build every component's anatomy at load through
 * plain calls (`createAnatomy(...).parts(...)`, `anatomy.build()`), each Chakra slot recipe reads its slots with
 * `anatomy.keys()`, and Chakra's theme modules wrap recipes and the default config in `define*()` identity calls.
 * The bundler must keep such calls as possible side effects, so every anatomy stayed in the entry even where its
 * recipe was dropped, and a recipe imported from a lazy chunk kept all of them. They are pure: marking them lets the
 * bundler drop what nothing renders. The annotations are inserted within lines, so the source maps stay valid.
 *
 * The patterns follow the dependencies' published code, so the build fails, naming the file and the pattern, when a
 * targeted module stops matching, and when a whole build annotated no module of a kind (their paths moved).
 */
export function pureAnatomies(): Plugin {
  let tally: AnnotationTally = { anatomies: 0, defines: 0, slotKeys: 0 };
  return {
    name: 'coursehub:pure-anatomies',
    apply: 'build',
    buildStart() {
      tally = { anatomies: 0, defines: 0, slotKeys: 0 };
    },
    transform(code, id) {
      const pure = annotatePure(code, id, tally);
      return pure === null ? null : { code: pure, map: null };
    },
    buildEnd(error) {
      if (!error) checkTally(tally);
    },
  };
}

/** Throws when a kind of module was never annotated in a whole build: its module path pattern matched nothing. */
export function checkTally(tally: AnnotationTally): void {
  if (tally.anatomies === 0) throw new PatternMismatchError('any module of the build', anatomyModule, 'anatomies');
  if (tally.defines === 0) throw new PatternMismatchError('any module of the build', themeModule, 'theme modules');
  if (tally.slotKeys === 0) throw new PatternMismatchError('any module of the build', recipeModule, 'slot recipes');
}
