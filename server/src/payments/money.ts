/**
 * Stripe's zero-decimal currencies: amounts are whole units (¥499 is 499).
 * https://docs.stripe.com/currencies#zero-decimal
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Three-decimal currencies: amounts in thousandths whose last digit must be 0. */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/**
 * How many minor units make one major unit, as Stripe counts them. Everything not listed
 * above is two-decimal, including ISK, which Stripe still represents with two decimals.
 */
export function minorUnitFactor(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 1;
  if (THREE_DECIMAL.has(code)) return 1000;
  return 100;
}

/**
 * 499 INR -> 49900; 4.99 USD -> 499; 1.005 GBP -> 101; 499 JPY -> 499; 1.234 KWD -> 1230.
 * The product is first cut to 12 significant digits so that binary noise (1.005 * 100 is
 * 100.49999999999999) does not decide the rounding.
 */
export function toMinorUnits(amount: number, currency: string): number {
  const factor = minorUnitFactor(currency);
  const minor = Math.round(Number((amount * factor).toPrecision(12)));
  return factor === 1000 ? Math.round(minor / 10) * 10 : minor;
}

export const fromMinorUnits = (minor: number, currency: string) => minor / minorUnitFactor(currency);

/** '₹499', '$4.99', '¥499': the currency's own symbol, no trailing zeros for whole amounts. */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}
