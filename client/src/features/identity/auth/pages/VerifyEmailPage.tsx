import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { PageSpinner } from '../../../../components/ui/page-spinner';
import type { MailedTokenOutcome } from '../mutations/useMailedToken';
import { useResendVerificationMutation } from '../mutations/useResendVerificationMutation';
import { useVerifyEmail } from '../mutations/useVerifyEmail';
import { useSession } from '../session/SessionProvider';

/** After a failed link: a new one for a signed-in account, else the way to sign in (where the banner offers one). */
function NewLinkOffer() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [resendVerification, { loading }] = useResendVerificationMutation();
  if (!session.isLoggedIn) {
    return (
      <Button asChild colorPalette="brand">
        <RouterLink to="/login">{t('verifyEmail.logInForNewLink')}</RouterLink>
      </Button>
    );
  }
  return (
    <Button colorPalette="brand" loading={loading} onClick={() => resendVerification()}>
      {t('verifyEmail.sendNewLink')}
    </Button>
  );
}

/**
 * Verify email, opened from the mailed link (?token=…): confirms the address as soon as it opens and says how that
 * went. Success refreshes the signed-in `me`, so the reminder banner goes; a used or expired link offers a new one,
 * unless the signed-in account's address is confirmed already.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verifyEmail = useVerifyEmail();
  const session = useSession();
  const [answer, setAnswer] = useState<MailedTokenOutcome | null>(null);
  // A link without a token is said in the reader's language, even after a switch; the server's answer as it came.
  const outcome = token ? answer : { ok: false, message: t('verifyEmail.linkMissing') };

  useEffect(() => {
    if (!token) return;
    let active = true;
    // Never rejects: a failure is an outcome to show.
    void verifyEmail(token).then((result) => {
      if (active) setAnswer(result);
    });
    return () => {
      active = false;
    };
  }, [token, verifyEmail]);

  if (!outcome) return <PageSpinner label={t('verifyEmail.confirming')} />;

  const alreadyVerified = !outcome.ok && session.data?.emailVerified === true;
  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
      <PageHeading>
        {outcome.ok || alreadyVerified ? t('verifyEmail.confirmed') : t('verifyEmail.notConfirmed')}
      </PageHeading>
      {outcome.ok ? (
        <>
          <Text role="status">{outcome.message}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/courses">{t('verifyEmail.exploreCourses')}</RouterLink>
          </Button>
        </>
      ) : alreadyVerified ? (
        <Text role="status">{t('verifyEmail.alreadyConfirmed')}</Text>
      ) : (
        <>
          <Text role="alert">{outcome.message}</Text>
          <NewLinkOffer />
        </>
      )}
    </Stack>
  );
}
