import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/i18n';
import { billingPeriod, refundTerms } from './money';

describe('checkout display helpers', () => {
  it('words the billing period and the refund terms as the spec does', () => {
    const t = translator.getFixedT('en', 'checkout');
    expect(billingPeriod(t, 'year')).toBe('1 year');
    expect(refundTerms(t, 14)).toBe('* within 14 days of payment; terms and conditions apply');
    expect(refundTerms(t, 1)).toBe('* within 1 day of payment; terms and conditions apply');
  });

  it('words them in Hindi', async () => {
    await translator.loadLanguages('hi');
    const t = translator.getFixedT('hi', 'checkout');
    expect(refundTerms(t, 14)).toBe('* भुगतान के 14 दिनों के भीतर; नियम और शर्तें लागू');
  });
});
