/** A payment's status as the server sends it (`paid`, `refunded`), capitalised for display: 'Paid', 'Refunded'. */
export const paymentStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);
