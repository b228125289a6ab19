import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { accountTexts } from '../accountTexts';
import { useConfirmEmailChange } from '../mutations/useConfirmEmailChange';
import type { MailedTokenOutcome } from '../mutations/useMailedToken';
import { useSession } from '../session/SessionProvider';

/**
 * Confirm email change, opened from the link mailed to the new address (?token=…): makes the change take effect as
 * soon as it opens and says how that went, as /verify-email does. A used or expired link points to the edit-profile
 * page, where a new one can be asked for (signed in), or to the login.
 */
export function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmEmailChange = useConfirmEmailChange();
  const session = useSession();
  const [outcome, setOutcome] = useState<MailedTokenOutcome | null>(
    token ? null : { ok: false, message: accountTexts.emailChangeLinkMissing },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    // Never rejects: a failure is an outcome to show.
    void confirmEmailChange(token).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [token, confirmEmailChange]);

  if (!outcome) return <PageSpinner label="Changing your email" />;

  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
      <PageHeading>{outcome.ok ? 'Email changed' : 'Email not changed'}</PageHeading>
      {outcome.ok ? (
        <>
          <Text role="status">{outcome.message}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={session.isLoggedIn ? '/user/profile' : '/login'}>
              {session.isLoggedIn ? 'Go to my profile' : 'Log in'}
            </RouterLink>
          </Button>
        </>
      ) : (
        <>
          <Text role="alert">{outcome.message}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={session.isLoggedIn ? '/user/editprofile' : '/login'}>
              {session.isLoggedIn ? 'Ask for a new link' : 'Log in to ask for a new link'}
            </RouterLink>
          </Button>
        </>
      )}
    </Stack>
  );
}
