import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { accountTexts } from '../accountTexts';
import { useCancelEmailChange } from '../mutations/useCancelEmailChange';
import type { MailedTokenOutcome } from '../mutations/useMailedToken';
import { useSession } from '../session/SessionProvider';

/**
 * "This wasn't me", opened from the link mailed to the current address when a change of email is asked for
 * (?token=…). Unlike /confirm-email-change it changes nothing as it opens: the owner presses the button, so a mail
 * scanner that fetches the link cancels nothing. Then it says how that went and points to the password change,
 * which signs out whoever asked.
 */
export function CancelEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const cancelEmailChange = useCancelEmailChange();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<MailedTokenOutcome | null>(
    token ? null : { ok: false, message: accountTexts.cancelLinkMissing },
  );

  const cancel = async () => {
    setPending(true);
    setOutcome(await cancelEmailChange(token));
    setPending(false);
  };

  if (!outcome) {
    return (
      <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
        <PageHeading>Cancel the email change?</PageHeading>
        <Text>{accountTexts.cancelEmailChangeQuestion}</Text>
        <Button colorPalette="brand" loading={pending} onClick={cancel}>
          Cancel the change
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
      <PageHeading>{outcome.ok ? 'Email change cancelled' : 'Nothing to cancel'}</PageHeading>
      <Text role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={session.isLoggedIn ? '/changepassword' : '/forgot-password'}>
          {session.isLoggedIn ? 'Change my password' : 'Reset my password'}
        </RouterLink>
      </Button>
    </Stack>
  );
}
