import { Button, Text } from '@chakra-ui/react';
import { NoticeBar } from '../../../components/ui/notice-bar';
import { useResendVerificationMutation } from '../mutations/useResendVerificationMutation';

/**
 * The reminder under the header while the signed-in account's email is unconfirmed, with 'Resend link'. Its own
 * chunk: most sessions never show it (VerificationReminder loads it when needed).
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [resendVerification, { loading }] = useResendVerificationMutation();
  return (
    <NoticeBar label="Email confirmation" palette="yellow">
      <Text fontSize="sm">
        Confirm your email address: we sent a link to <strong>{email}</strong>.
      </Text>
      <Button size="xs" variant="outline" colorPalette="brand" loading={loading} onClick={() => resendVerification()}>
        Resend link
      </Button>
    </NoticeBar>
  );
}
