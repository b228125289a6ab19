import type { Plugin } from 'vite';

const anatomyModule =
  /(@chakra-ui\/react\/dist\/esm\/anatomy\.js|@zag-js\/[\w-]+\/dist\/[\w-]+\.anatomy\.mjs|@ark-ui\/react\/dist\/components\/[\w-]+\/[\w-]+\.anatomy\.js)$/;
const recipeModule = /@chakra-ui\/react\/dist\/esm\/theme\/recipes\/[\w-]+\.js$/;
const themeModule = /@chakra-ui\/react\/dist\/esm\/theme\/[\w/-]+\.js$/;

/**
 * Chakra's anatomy module and Zag's and Ark's `*.anatomy` modules build every component's anatomy at load through
 * plain calls (`createAnatomy(...).parts(...)`, `anatomy.build()`), each Chakra slot recipe reads its slots with
 * `anatomy.keys()`, and Chakra's theme modules wrap recipes and the default config in `define*()` identity calls.
 * The bundler must keep such calls as possible side effects, so every anatomy stayed in the entry even where its
 * recipe was dropped, and a recipe imported from a lazy chunk kept all of them. They are pure: marking them lets the
 * bundler drop what nothing renders. The annotations are inserted within lines, so the source maps stay valid.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'coursehub:pure-anatomies',
    apply: 'build',
    transform(code, id) {
      if (anatomyModule.test(id)) {
        return { code: code.replace(/^((?:const|var) \w+ = )(?=[\w$]+[.(])/gm, '$1/* @__PURE__ */ '), map: null };
      }
      if (!themeModule.test(id)) return null;
      let pure = code.replace(/= (define\w+\()/g, '= /* @__PURE__ */ $1');
      if (recipeModule.test(id)) pure = pure.replace(/\b(\w+Anatomy\.keys\(\))/g, '/* @__PURE__ */ $1');
      return { code: pure, map: null };
    },
  };
}
