/** Texts of the profile's 'Your data' area: the download and the account's deletion (the spec leaves them open). */
export const accountDataTexts = {
  heading: 'Your data',
  intro: 'Download a copy of everything we hold about your account, or delete the account for good.',
  download: 'Download my data',
  downloading: 'Preparing your data',
  downloaded: 'Your data has been downloaded',
  downloadFailed: 'Failed to download your data',
  deleteAccount: 'Delete account',
  dialogTitle: 'Delete your account',
  removed:
    'Your profile, picture, signed-in devices, learning progress, certificates and the messages you sent us are removed for good.',
  paymentsKept:
    'Records of your payments are kept for our accounts, without your name, email address, card or payment provider references.',
  downloadFirst: "Download your data first if you want a copy: it can't be recovered afterwards.",
  passwordLabel: 'Current password',
  passwordHelp: 'Enter your password to confirm that it is you.',
  passwordRequired: 'Enter your password',
  keep: 'Keep my account',
  confirm: 'Delete my account',
  deleteFailed: 'Failed to delete the account',
} as const;

/** What happens to a subscription, with the plan's refund window (subscriptionPlan.refundWindowDays). */
export const subscriptionClosureText = (refundWindowDays: number) =>
  `An active subscription is cancelled first, with the usual refund rules: what you paid this year is refunded in full if the year's payment was made within the last ${refundWindowDays} ${refundWindowDays === 1 ? 'day' : 'days'}.`;
