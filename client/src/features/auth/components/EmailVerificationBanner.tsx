import { Button, Flex, Text } from '@chakra-ui/react';
import { useResendVerificationMutation } from '../mutations/useResendVerificationMutation';

/**
 * The reminder under the header while the signed-in account's email is unconfirmed, with 'Resend link'. Its own
 * chunk: most sessions never show it (VerificationReminder loads it when needed).
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [resendVerification, { loading }] = useResendVerificationMutation();
  return (
    <Flex
      role="region"
      aria-label="Email confirmation"
      align="center"
      justify="center"
      wrap="wrap"
      gap="3"
      px="4"
      py="2"
      bg="yellow.50"
      borderBottomWidth="1px"
      borderColor="yellow.200"
    >
      <Text fontSize="sm">
        Confirm your email address: we sent a link to <strong>{email}</strong>.
      </Text>
      <Button size="xs" variant="outline" colorPalette="yellow" loading={loading} onClick={() => resendVerification()}>
        Resend link
      </Button>
    </Flex>
  );
}
