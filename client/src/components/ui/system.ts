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
import { appColors, appLayerStyles, appTextStyles } from './designTokens';

type TokenTree = { [key: string]: unknown };

/**
 * Dark mode follows the system setting, in CSS alone: `_dark` is the `prefers-color-scheme: dark` media query instead
 * of Chakra's `.dark` class, so no script has to set a class before the first paint (the page can't flash the wrong
 * scheme, and the shell's CSP allows no inline script), and a change of the setting applies at once. Each semantic
 * token's light value becomes its base value (on the root element), and its dark value is set again inside the media
 * query. On screens only: a printed page (a certificate, a receipt) is always light, dark text on white paper.
 */
const DARK_SCHEME = '@media screen and (prefers-color-scheme: dark)';
function lightAsBase(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!node || typeof node !== 'object') return [key, node];
      if (!('value' in node)) return [key, lightAsBase(node as TokenTree)];
      const { value } = node as { value: unknown };
      if (!value || typeof value !== 'object' || !('_light' in value)) return [key, node];
      const { _light, ...others } = value as Record<string, unknown>;
      return [key, { ...node, value: { base: _light, ...others } }];
    }),
  );
}

/** Chakra's semantic colours with the app's (designTokens.ts) over them, key by key. */
function withAppColors(colors: TokenTree, overrides: TokenTree): TokenTree {
  const merged: TokenTree = { ...colors };
  for (const [name, group] of Object.entries(overrides)) {
    merged[name] = { ...(colors[name] as TokenTree | undefined), ...(group as TokenTree) };
  }
  return merged;
}

/**
 * Colour palettes nothing in the app uses (grep `colorPalette=` and `<palette>.<shade>` before adding one), and those
 * used only by shade (blue and orange through the `info` and `warning` tokens), never as a `colorPalette`: they need
 * no semantic tokens of their own. Every token left out is work createSystem does not do at start-up (a quarter less
 * than with orange's and blue's semantic tokens).
 */
const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink'];
const SHADE_ONLY_PALETTES = ['blue', 'orange'];
const withoutPalettes = <T extends object>(colors: T, names: string[]) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !names.includes(name))) as T;

/**
 * A slim Chakra system: the default tokens (used palettes) with the app's design tokens and base config, but only the
 * component recipes this app renders in many places. Chakra components look their recipe up by key at runtime, so a
 * component added later needs its recipe here, or, where it is rendered in one or two places of a lazy page, passed
 * there as its `recipe` prop (the drawer, menu, toast, avatar, data list, progress bar and tables): registered recipes
 * are part of the initial JS of every page.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  conditions: { dark: DARK_SCHEME },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors, UNUSED_PALETTES) },
    semanticTokens: lightAsBase({
      ...semanticTokens,
      colors: withAppColors(
        withoutPalettes(semanticTokens.colors, [...UNUSED_PALETTES, ...SHADE_ONLY_PALETTES]),
        appColors,
      ),
    }) as typeof semanticTokens,
    textStyles: { ...textStyles, ...appTextStyles },
    layerStyles: { ...layerStyles, ...appLayerStyles },
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
