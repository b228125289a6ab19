/** The names card networks go by, for the brands Stripe reports in its own spelling. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card as the profile and receipts show it, e.g. 'Visa •••• 4242'; a brand not listed above is shown as given, capitalised. */
export function formatPaymentMethod({ brand, last4 }: { brand: string; last4: string }): string {
  const name = BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
  return `${name} •••• ${last4}`;
}
