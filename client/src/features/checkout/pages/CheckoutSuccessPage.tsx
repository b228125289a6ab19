import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: success screen reading session_id (/checkout/success). */
export function CheckoutSuccessPage() {
  return <ComingSoon title="Payment Successful" />;
}
