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

describe('the design system', () => {
  it("draws a field's error text with at least AA contrast (4.5:1) on white", () => {
    const token = system.tokens.getByName('colors.fg.error');
    const reference = String(token?.originalValue).match(/^\{colors\.(.+)\}$/)?.[1];
    const hex = String(system.tokens.getByName(`colors.${reference}`)?.value);
    expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
