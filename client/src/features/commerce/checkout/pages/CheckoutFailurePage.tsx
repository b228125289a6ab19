import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';

/** /checkout/failure: the provider sent the browser back without a payment; 'Try Again' returns to /checkout. */
export function CheckoutFailurePage() {
  const { t } = useTranslation('checkout');
  return (
    <Stack align="center" gap="5" py="10" textAlign="center" maxW="lg" mx="auto">
      <PageHeading color="fg.error">{t('failure.heading')}</PageHeading>
      <Text color="fg.muted">{t('failure.body')}</Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to="/checkout">{t('failure.tryAgain')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">{t('failure.home')}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
