/** What closing an account answers. The client shows a refusal's text as is, and words the success the same way. */
export const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';
export const LAST_ADMIN_MESSAGE =
  'You are the only administrator, so this account cannot be deleted. Make another account an administrator first.';
export const SUBSCRIPTION_STARTED_MESSAGE =
  'A subscription started on this account while it was being deleted. Please try again: it will be cancelled first.';

export function accountDeletedMessage(outcome: { subscriptionCancelled: boolean; refunded: boolean }): string {
  const deleted = 'Your account has been deleted.';
  if (!outcome.subscriptionCancelled) return deleted;
  return outcome.refunded
    ? `${deleted} Your subscription was cancelled and this year's payments refunded in full.`
    : `${deleted} Your subscription was cancelled; this year's payment was past the refund window, so it was not refunded.`;
}
