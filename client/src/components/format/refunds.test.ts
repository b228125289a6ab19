import { describe, expect, it } from 'vitest';
import { refundReasonText } from './refunds';

describe('refund reasons', () => {
  it('words each reason the server records', () => {
    expect(refundReasonText('cancellation')).toBe('Refunded: cancelled within the refund window');
    expect(refundReasonText('duplicate')).toBe('Refunded automatically: duplicate payment, subscription cancelled');
    expect(refundReasonText('provider')).toBe('Refunded at the payment provider');
    expect(refundReasonText('fraud')).toBe(
      'Refunded automatically: the card issuer reported likely fraud, subscription ended',
    );
  });

  it('has no text for no reason or one it does not know', () => {
    expect(refundReasonText(null)).toBeNull();
    expect(refundReasonText(undefined)).toBeNull();
    expect(refundReasonText('toString')).toBeNull();
    expect(refundReasonText('chargeback')).toBeNull();
  });
});
