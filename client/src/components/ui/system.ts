import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: unknown };

/**
 * The app is light-only, so each semantic token keeps just its `_light` value: no `.dark` rule set of CSS variables
 * is built and injected at start-up, where createSystem's work grows with every token and condition.
 */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!node || typeof node !== 'object') return [key, node];
      if (!('value' in node)) return [key, lightOnly(node as TokenTree)];
      const { value } = node as { value: unknown };
      const light = value && typeof value === 'object' && '_light' in value ? value._light : value;
      return [key, { ...node, value: light }];
    }),
  );
}

/** Colour palettes nothing in the app uses (grep `colorPalette=` and `<palette>.<shade>` before adding one). */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const usedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * A slim Chakra system: the default tokens (light values, used palettes) and base config, but only the component
 * recipes this app renders.
 * Chakra components look their recipe up by key at runtime, so a component added later needs its recipe here
 * (for example `progress: progressSlotRecipe` for the upload bar, `table: tableSlotRecipe` for the dashboard).
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: usedPalettes(semanticTokens.colors),
    }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);
