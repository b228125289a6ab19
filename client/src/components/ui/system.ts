import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
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

/**
 * Error text (a field's message, `fg.error`) in red.700: Chakra's red.500 is 3.76:1 on white, under WCAG AA's 4.5:1
 * for text this small; red.700 is 6.5:1.
 */
function withErrorText(colors: TokenTree): TokenTree {
  const fg = colors.fg as TokenTree;
  return { ...colors, fg: { ...fg, error: { value: '{colors.red.700}' } } };
}

/**
 * Colour palettes nothing in the app uses (grep `colorPalette=` and `<palette>.<shade>` before adding one), and those
 * used only by shade (`blue.700`, and orange through the `warning` tokens), never as a `colorPalette`: they need no
 * semantic tokens of their own. Every token left out is work createSystem does not do at start-up (a quarter less
 * than with orange's and blue's semantic tokens).
 */
const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink'];
const SHADE_ONLY_PALETTES = ['blue', 'orange'];
const withoutPalettes = <T extends object>(colors: T, names: string[]) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !names.includes(name))) as T;

/**
 * A slim Chakra system: the default tokens (light values, used palettes) and base config, but only the component
 * recipes this app renders in many places. Chakra components look their recipe up by key at runtime, so a component
 * added later needs its recipe here, or, where it is rendered in one or two places of a lazy page, passed there as
 * its `recipe` prop (the drawer, menu, toast, avatar, data list, progress bar and tables): registered recipes are part of
 * the initial JS of every page.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors, UNUSED_PALETTES) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withErrorText(withoutPalettes(semanticTokens.colors, [...UNUSED_PALETTES, ...SHADE_ONLY_PALETTES])),
    }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);
