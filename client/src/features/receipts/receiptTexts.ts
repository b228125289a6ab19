/** The receipt page's address for one payment (linked from the profile's payment history and the learners page). */
export const receiptPath = (paymentId: string) => `/receipt?id=${encodeURIComponent(paymentId)}`;

/** The receipt page's exact texts. */
export const RECEIPT_TEXTS = {
  title: 'Receipt',
  loading: 'Loading the receipt',
  notFound: 'No receipt was found for this payment.',
  failure: 'Failed to load the receipt',
  print: 'Print',
  number: 'Receipt number',
  date: 'Date',
  billedTo: 'Billed to',
  accountClosed: 'Account closed',
  description: 'Description',
  amount: 'Amount',
  tax: 'Tax',
  total: 'Total paid',
  paymentMethod: 'Payment method',
  status: 'Status',
  /** The learner's cancellation, as it concerns this payment. */
  subscription: 'Subscription',
  paid: 'Paid',
  refunded: (amount: string, date: string) => (date ? `Refunded ${amount} on ${date}` : `Refunded ${amount}`),
  /** The link in each row of a payment list, named by the payment's date. */
  link: 'Receipt',
  linkLabel: (date: string) => `Receipt for the payment of ${date}`,
  /** On the learners page, where several learners' payments may be open at once. */
  learnerLinkLabel: (date: string, learner: string) => `Receipt for the payment of ${date} by ${learner}`,
} as const;
