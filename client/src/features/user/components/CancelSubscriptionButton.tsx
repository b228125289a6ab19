import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { messages } from '@coursehub/shared';
import { useRef, useState } from 'react';
import { useCancelSubscriptionMutation } from '../mutations/useCancelSubscriptionMutation';
import { confirmDialogRecipe } from './confirmDialogRecipe';

/**
 * 'Cancel Subscription' (shown only for active subscriptions). Asks 'Are you sure you want to cancel your
 * subscription?' in an alert dialog; 'Yes, cancel' runs the cancellation.
 * The dialog's recipe comes with the component (see confirmDialogRecipe) rather than from the slim system.
 */
export function CancelSubscriptionButton() {
  const [open, setOpen] = useState(false);
  // An alert dialog starts on its least destructive action.
  const keepRef = useRef<HTMLButtonElement>(null);
  const [cancelSubscription, { loading }] = useCancelSubscriptionMutation();

  const onConfirm = async () => {
    setOpen(false);
    await cancelSubscription();
  };

  return (
    <Dialog.Root
      recipe={confirmDialogRecipe}
      role="alertdialog"
      open={open}
      initialFocusEl={() => keepRef.current}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" width="full" loading={loading}>
          Cancel Subscription
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>End your subscription</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{messages.confirmCancelSubscription}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={keepRef} variant="outline">
                  Keep subscription
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm}>
                Yes, cancel
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
