import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/** /checkout/failure: the provider sent the browser back without a payment; 'Try Again' returns to /checkout. */
export function CheckoutFailurePage() {
  return (
    <Stack align="center" gap="5" py="10" textAlign="center" maxW="lg" mx="auto">
      <PageHeading color="fg.error">Payment Failed</PageHeading>
      <Text color="fg.muted">
        The payment was cancelled or could not be completed, so your subscription has not been activated.
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to="/checkout">Try Again</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">Go to home</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
