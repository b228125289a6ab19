import { Button, type ButtonProps } from '@chakra-ui/react';
import { useOpenBillingPortal } from '../mutations/useOpenBillingPortal';

interface ManageBillingButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  label: string;
  /** Where the browser goes with the billing page's address (the page itself by default; tests pass their own). */
  navigate?: (url: string) => void;
}

/** Opens the learner's billing page (card, invoices): 'Manage billing' on the profile, 'Update payment method' when a renewal failed. */
export function ManageBillingButton({ label, navigate, ...props }: ManageBillingButtonProps) {
  const [openBillingPortal, { loading }] = useOpenBillingPortal(navigate);
  return (
    <Button {...props} loading={loading} onClick={() => void openBillingPortal()}>
      {label}
    </Button>
  );
}
