import { formatCurrency } from '../../i18n/format';

/**
 * An amount in major units, in its currency's own symbol, whole amounts without decimals ('₹499', '$4.99'), the way
 * the server formats prices; in `language`'s grouping (`hi`: ₹2,50,000). A code Intl does not know shows the amount
 * and the code as they are. Screens take it from useFormat (i18n/format.ts), which passes their language.
 */
export function formatMoney(amount: number, currency: string, language = 'en'): string {
  return formatCurrency(amount, currency, language);
}
