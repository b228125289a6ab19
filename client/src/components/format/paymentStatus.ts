/**
 * A payment's status as the server sends it (`paid`, `refunded`, `disputed`), capitalised for display: 'Paid',
 * 'Refunded', 'Disputed'.
 */
export const paymentStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** What a disputed payment means, beside its status. */
export const DISPUTED_TEXT = "The payer's bank opened a dispute: access ended";
