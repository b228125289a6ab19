import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A compact, centred dialog recipe for the confirmation prompt, passed to `Dialog.Root` through its `recipe` prop.
 * Chakra's own `dialogSlotRecipe` is not used: registering it in the slim system (components/ui/system.ts) adds about
 * 1.8 KB gzip to the initial JS of `/`, which has no room left under its 200 KB budget, and importing it from
 * `@chakra-ui/react/theme` in a lazy chunk makes the bundler keep every Chakra recipe in the entry chunk (+15 KB gzip).
 * It loads with the pages that ask for a confirmation (dashboard, lectures, profile) only.
 */
export const confirmDialogRecipe = defineSlotRecipe({
  className: 'confirm-dialog',
  slots: [
    'trigger',
    'backdrop',
    'positioner',
    'content',
    'title',
    'description',
    'closeTrigger',
    'header',
    'body',
    'footer',
  ],
  base: {
    backdrop: {
      bg: 'blackAlpha.600',
      pos: 'fixed',
      inset: 0,
      zIndex: 'overlay',
      _open: { animationName: 'fade-in', animationDuration: 'slow' },
      _closed: { animationName: 'fade-out', animationDuration: 'moderate' },
    },
    positioner: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      pos: 'fixed',
      inset: 0,
      p: '4',
      zIndex: 'modal',
      overscrollBehaviorY: 'none',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      width: '100%',
      maxW: 'md',
      outline: 0,
      borderRadius: 'l3',
      bg: 'bg.panel',
      boxShadow: 'lg',
      textStyle: 'sm',
      _open: { animationName: 'scale-in, fade-in', animationDuration: 'moderate' },
      _closed: { animationName: 'scale-out, fade-out', animationDuration: 'faster' },
    },
    header: { display: 'flex', gap: '2', px: '6', pt: '6', pb: '4' },
    title: { textStyle: 'lg', fontWeight: 'semibold' },
    body: { flex: '1', px: '6', pt: '2', pb: '6' },
    description: { color: 'fg.muted' },
    footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', px: '6', pt: '2', pb: '4' },
    closeTrigger: { pos: 'absolute', top: '2', insetEnd: '2' },
  },
});
