import { describe, expect, it } from 'vitest';
import { system } from './system';

/** WCAG contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

type Scheme = 'light' | 'dark';

/** A colour token's '#rrggbb' value in a colour scheme, following its references down to a palette shade. */
function hexOf(name: string, scheme: Scheme): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions ? ((scheme === 'dark' ? conditions._dark : undefined) ?? conditions.base) : token.value;
  // Chakra writes a palette's `contrast` as a CSS colour name.
  const named: Record<string, string> = { white: '#ffffff', black: '#000000' };
  if (named[String(value)]) return named[String(value)] as string;
  const reference = String(value).match(/^\{colors\.(.+)\}$/)?.[1];
  if (reference) return hexOf(reference, scheme);
  if (!/^#[0-9a-f]{6}$/i.test(String(value))) throw new Error(`${name} is ${String(value)}, not a hex colour`);
  return String(value);
}

/** Text colours and the surfaces they are drawn on across the screens. */
const TEXT_ON_SURFACES: [string, string[]][] = [
  ['fg', ['bg', 'bg.panel', 'bg.subtle', 'bg.muted', 'brand.subtle']],
  ['fg.muted', ['bg', 'bg.panel', 'bg.subtle', 'bg.muted', 'brand.subtle']],
  ['fg.error', ['bg', 'bg.panel', 'bg.error']],
  ['fg.warning', ['bg', 'bg.panel', 'bg.warning']],
  ['fg.success', ['bg', 'bg.panel', 'bg.success']],
  ['fg.info', ['bg', 'bg.panel', 'bg.info']],
  ['brand.fg', ['bg', 'bg.panel', 'bg.subtle', 'brand.subtle']],
  ['inverse.fg', ['inverse.bg']],
  ['inverse.muted', ['inverse.bg']],
  ['player.fg', ['player.bg']],
  // Buttons and badges of each palette the screens use: solid, subtle and surface.
  ...['brand', 'gray', 'red', 'green', 'yellow'].flatMap((palette): [string, string[]][] => [
    [`${palette}.contrast`, [`${palette}.solid`]],
    [`${palette}.fg`, [`${palette}.subtle`, `${palette}.muted`]],
  ]),
];

describe('the design system', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`draws every text colour with at least AA contrast (4.5:1) on its surfaces in the ${scheme} scheme`, () => {
      const failing = TEXT_ON_SURFACES.flatMap(([text, surfaces]) =>
        surfaces
          .map((surface) => ({
            pair: `${text} on ${surface}`,
            ratio: contrast(hexOf(text, scheme), hexOf(surface, scheme)),
          }))
          .filter(({ ratio }) => ratio < 4.5),
      );
      expect(failing).toEqual([]);
    });
  }

  it('switches to the dark values with the system setting on screens, in CSS (no class set before painting)', () => {
    type Rules = Record<string, Record<string, string>>;
    const layer = (system.getTokenCss() as Record<string, Rules>)['@layer tokens'] ?? {};
    const dark: Record<string, string> =
      Object.values(layer['@media screen and (prefers-color-scheme: dark)'] as unknown as Rules)[0] ?? {};
    const light: Record<string, string> =
      Object.entries(layer).find(([selector]) => !selector.startsWith('@'))?.[1] ?? {};
    expect(light['--chakra-colors-bg']).toBe('var(--chakra-colors-white)');
    expect(dark['--chakra-colors-bg']).toBe('var(--chakra-colors-gray-950)');
    expect(dark['--chakra-colors-fg-muted']).toBe('var(--chakra-colors-gray-400)');
    expect(system.css({ _dark: { color: 'fg' } })).toHaveProperty([
      '@media screen and (prefers-color-scheme: dark)',
      'color',
    ]);
  });
});
