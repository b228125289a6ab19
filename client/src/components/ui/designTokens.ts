import { defineLayerStyles, defineSemanticTokens, defineTextStyles } from '@chakra-ui/react';

/**
 * The app's design tokens beyond Chakra's defaults, used by name in every screen (client/README.md, "Design tokens").
 * Each colour has a light and a dark value; `_dark` is the system's dark colour scheme (system.ts). Text colours are
 * chosen for WCAG AA (4.5:1) on the backgrounds they sit on, in both modes: `system.test.ts` checks every pair.
 */
export const appColors = defineSemanticTokens.colors({
  // The dark surfaces: the page a shade off black, cards and panels one step lighter, so a card reads as raised.
  bg: {
    DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.900}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
    emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
    panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
  },
  // Status text one shade darker than Chakra's in light mode (its red.500 and orange.600 are under 4.5:1 on white).
  fg: {
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
  },
  border: {
    DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
    emphasized: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
  },
  // Chakra's solid green (green.600) is 3.3:1 with white text: a shade darker for the green buttons and badges.
  green: {
    solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
  },
  /**
   * The brand: CourseHub's yellow, as a colour palette (`colorPalette="brand"`) with the keys Chakra's recipes read.
   * Solid yellow carries black text in both modes; yellow text is the dark brown of the palette on light surfaces.
   */
  brand: {
    solid: { value: { _light: '{colors.yellow.300}', _dark: '{colors.yellow.300}' } },
    contrast: { value: { _light: '{colors.black}', _dark: '{colors.black}' } },
    fg: { value: { _light: '{colors.yellow.800}', _dark: '{colors.yellow.300}' } },
    subtle: { value: { _light: '{colors.yellow.50}', _dark: '{colors.yellow.950}' } },
    muted: { value: { _light: '{colors.yellow.100}', _dark: '{colors.yellow.900}' } },
    emphasized: { value: { _light: '{colors.yellow.300}', _dark: '{colors.yellow.700}' } },
    focusRing: { value: { _light: '{colors.yellow.700}', _dark: '{colors.yellow.400}' } },
    border: { value: { _light: '{colors.yellow.500}', _dark: '{colors.yellow.600}' } },
  },
  /** Dark bands in both modes (the footer, the home page's call to subscribe): a step off the dark page's colour. */
  inverse: {
    bg: { value: { _light: '{colors.gray.900}', _dark: '{colors.black}' } },
    fg: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.100}' } },
    muted: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.300}' } },
    accent: { value: { _light: '{colors.yellow.400}', _dark: '{colors.yellow.400}' } },
  },
  /** The video area and what is drawn over it (notices, overlays): dark in both modes, as players are. */
  player: {
    bg: { value: '{colors.black}' },
    fg: { value: '{colors.white}' },
    scrim: { value: '{colors.blackAlpha.800}' },
  },
});

/** The type scale by role, over Chakra's size steps: the home page's hero, a page's title, a section's. */
export const appTextStyles = defineTextStyles({
  display: {
    value: { fontSize: { base: '3xl', md: '5xl' }, lineHeight: '1.1', fontWeight: 'bold', letterSpacing: '-0.025em' },
  },
  'heading.page': { value: { fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', fontWeight: 'bold' } },
  'heading.section': { value: { fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.3', fontWeight: 'semibold' } },
});

/**
 * Surfaces: a raised card (over the page by its fill, border and shadow), an outlined panel (a section or an item of
 * a list set off by its fill and border alone), and a pale brand panel (a form).
 */
export const appLayerStyles = defineLayerStyles({
  'surface.card': {
    value: { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', boxShadow: 'xs' },
  },
  'surface.panel': {
    value: { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' },
  },
  'surface.brand': {
    value: { bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.muted', borderRadius: 'l3', color: 'fg' },
  },
});
