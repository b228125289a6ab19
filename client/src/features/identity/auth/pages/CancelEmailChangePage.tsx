import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
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
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const cancelEmailChange = useCancelEmailChange();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<MailedTokenOutcome | null>(
    token ? null : { ok: false, message: t('cancelEmailChange.linkMissing') },
  );

  const cancel = async () => {
    setPending(true);
    setOutcome(await cancelEmailChange(token));
    setPending(false);
  };

  if (!outcome) {
    return (
      <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
        <PageHeading>{t('cancelEmailChange.heading')}</PageHeading>
        <Text>{t('cancelEmailChange.question')}</Text>
        <Button colorPalette="brand" loading={pending} onClick={cancel}>
          {t('cancelEmailChange.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
      <PageHeading>
        {outcome.ok ? t('cancelEmailChange.cancelled') : t('cancelEmailChange.nothingToCancel')}
      </PageHeading>
      <Text role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={session.isLoggedIn ? '/changepassword' : '/forgot-password'}>
          {session.isLoggedIn ? t('cancelEmailChange.changePassword') : t('cancelEmailChange.resetPassword')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
