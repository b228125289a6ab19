/** The Chakra components whose anatomy the published code names `<component>Anatomy` (or `<component>Anatomy$1`). */
const components = [
  'accordion',
  'actionBar',
  'alert',
  'avatar',
  'blockquote',
  'breadcrumb',
  'card',
  'carousel',
  'checkbox',
  'checkboxCard',
  'clipboard',
  'codeBlock',
  'collapsible',
  'colorPicker',
  'combobox',
  'dataList',
  'dateInput',
  'datePicker',
  'dialog',
  'drawer',
  'editable',
  'emptyState',
  'field',
  'fieldset',
  'fileUpload',
  'floatingPanel',
  'hoverCard',
  'list',
  'listbox',
  'marquee',
  'menu',
  'nativeSelect',
  'numberInput',
  'pinInput',
  'popover',
  'progress',
  'qrCode',
  'radioCard',
  'radioGroup',
  'ratingGroup',
  'scrollArea',
  'segmentGroup',
  'select',
  'slider',
  'splitter',
  'stat',
  'status',
  'steps',
  'swap',
  'switch',
  'table',
  'tabs',
  'tag',
  'tagsInput',
  'timeline',
  'toast',
  'toggle',
  'tooltip',
  'treeView',
];

/**
 * Calls the bundler may drop when their result is unused (Rolldown's `treeshake.manualPureFunctions`, which matches
 * a call by the first name of its callee, so `createAnatomy("dialog").parts(...)` and `dialogAnatomy.keys()` match
 * `createAnatomy` and `dialogAnatomy`).
 *
 * Zag's, Ark's and Chakra's anatomy modules build every component's anatomy at load (`createAnatomy(...).parts(...)`,
 * `anatomy.build()`, Chakra's `dialogAnatomy$1.extendWith(...)` of Ark's), each Chakra slot recipe reads its slots
 * with `<component>Anatomy.keys()`, and Chakra's theme wraps recipes and the default config in `define*()` identity
 * calls. Unmarked, the bundler keeps them as possible side effects: every anatomy stayed in the entry even where its
 * recipe was dropped, and a recipe imported from a lazy chunk kept all of them (about 22 kB gzip of initial JS).
 * `build/pureCalls.test.ts` bundles Chakra's theme with this list and checks that an unused anatomy is dropped.
 */
export const pureCalls: readonly string[] = [
  'createAnatomy',
  'anatomy',
  ...components.flatMap((component) => [`${component}Anatomy`, `${component}Anatomy$1`]),
  'defineAnimationStyles',
  'defineConfig',
  'defineGlobalStyles',
  'defineKeyframes',
  'defineLayerStyles',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineTextStyles',
];
