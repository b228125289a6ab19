/**
 * An amount in major units, in its currency's own symbol, whole amounts without decimals
 * ('₹499', '$4.99'), the way the server formats prices. Used by checkout and the dashboard.
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency.toUpperCase(),
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
  } catch {
    // Not an ISO 4217 code Intl knows: show the amount and the code as they are.
    return `${amount} ${currency}`;
  }
}
