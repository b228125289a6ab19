import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: payment failed with 'Try Again' to /checkout (/checkout/failure). */
export function CheckoutFailurePage() {
  return <ComingSoon title="Payment Failed" />;
}
