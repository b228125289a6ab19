import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: subscription bundle card and 'Buy Now' (/checkout). */
export function CheckoutPage() {
  return <ComingSoon title="Subscription Bundle" />;
}
