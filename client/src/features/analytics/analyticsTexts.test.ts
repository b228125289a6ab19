import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n';
import { describeSeconds } from './analyticsTexts';

describe('describeSeconds', () => {
  it('says a length in seconds, minutes, hours and minutes, or days', () => {
    const t = translator.getFixedT('en', 'admin');
    expect(describeSeconds(t, 45)).toBe('45 s');
    expect(describeSeconds(t, 12 * 60)).toBe('12 min');
    expect(describeSeconds(t, 2 * 3600)).toBe('2 h 0 min');
    expect(describeSeconds(t, 3 * 86400)).toBe('3 days');
  });

  it('says it in Hindi and Urdu', async () => {
    await translator.loadLanguages(['hi', 'ur']);
    // The admin's texts are a chunk of their own, read when an admin screen first asks for them.
    await translator.loadNamespaces('admin');
    expect(describeSeconds(translator.getFixedT('hi', 'admin'), 3 * 86400)).toBe('3 दिन');
    expect(describeSeconds(translator.getFixedT('ur', 'admin'), 12 * 60)).toBe('12 منٹ');
  });
});
