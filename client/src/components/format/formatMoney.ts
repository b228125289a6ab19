/** One formatter per currency: building an `Intl.NumberFormat` costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: code,
        trailingZeroDisplay: 'stripIfInteger',
      });
    } catch {
      // Not an ISO 4217 code Intl knows.
      formatter = null;
    }
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * An amount in major units, in its currency's own symbol, whole amounts without decimals
 * ('₹499', '$4.99'), the way the server formats prices. Used by checkout and the dashboard.
 * A code Intl does not know shows the amount and the code as they are.
 */
export function formatMoney(amount: number, currency: string): string {
  return formatterFor(currency)?.format(amount) ?? `${amount} ${currency}`;
}
