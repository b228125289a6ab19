/** The receipt page's address for one payment (linked from the profile's payment history and the learners page). */
export const receiptPath = (paymentId: string) => `/receipt?id=${encodeURIComponent(paymentId)}`;
