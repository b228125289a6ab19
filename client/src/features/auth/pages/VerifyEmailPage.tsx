import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { accountTexts } from '../accountTexts';
import type { MailedTokenOutcome } from '../mutations/useMailedToken';
import { useResendVerificationMutation } from '../mutations/useResendVerificationMutation';
import { useVerifyEmail } from '../mutations/useVerifyEmail';
import { useSession } from '../session/SessionProvider';

/** After a failed link: a new one for a signed-in account, else the way to sign in (where the banner offers one). */
function NewLinkOffer() {
  const session = useSession();
  const [resendVerification, { loading }] = useResendVerificationMutation();
  if (!session.isLoggedIn) {
    return (
      <Button asChild colorPalette="brand">
        <RouterLink to="/login">Log in to get a new link</RouterLink>
      </Button>
    );
  }
  return (
    <Button colorPalette="brand" loading={loading} onClick={() => resendVerification()}>
      Send a new link
    </Button>
  );
}

/**
 * Verify email, opened from the mailed link (?token=…): confirms the address as soon as it opens and says how that
 * went. Success refreshes the signed-in `me`, so the reminder banner goes; a used or expired link offers a new one,
 * unless the signed-in account's address is confirmed already.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verifyEmail = useVerifyEmail();
  const session = useSession();
  const [outcome, setOutcome] = useState<MailedTokenOutcome | null>(
    token ? null : { ok: false, message: accountTexts.verificationLinkMissing },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    // Never rejects: a failure is an outcome to show.
    void verifyEmail(token).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [token, verifyEmail]);

  if (!outcome) return <PageSpinner label="Confirming your email" />;

  const alreadyVerified = !outcome.ok && session.data?.emailVerified === true;
  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
      <PageHeading>{outcome.ok || alreadyVerified ? 'Email confirmed' : 'Email not confirmed'}</PageHeading>
      {outcome.ok ? (
        <>
          <Text role="status">{outcome.message}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/courses">Explore courses</RouterLink>
          </Button>
        </>
      ) : alreadyVerified ? (
        <Text role="status">{accountTexts.alreadyVerified}</Text>
      ) : (
        <>
          <Text role="alert">{outcome.message}</Text>
          <NewLinkOffer />
        </>
      )}
    </Stack>
  );
}
