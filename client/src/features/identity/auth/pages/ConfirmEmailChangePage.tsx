import { Button, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { PageSpinner } from '../../../../components/ui/page-spinner';
import { useConfirmEmailChange } from '../mutations/useConfirmEmailChange';
import type { MailedTokenOutcome } from '../mutations/useMailedToken';
import { useSession } from '../session/SessionProvider';

/** Where the page sends the reader on: the profile or, for a failed change, the page to ask for a new link; else login. */
function nextStep(t: TFunction<'auth'>, changed: boolean, signedIn: boolean): { to: string; label: string } {
  if (changed) {
    return signedIn
      ? { to: '/user/profile', label: t('emailChange.goToProfile') }
      : { to: '/login', label: t('emailChange.logIn') };
  }
  return signedIn
    ? { to: '/user/editprofile', label: t('emailChange.askNewLink') }
    : { to: '/login', label: t('emailChange.logInToAskNewLink') };
}

/**
 * Confirm email change, opened from the link mailed to the new address (?token=…): makes the change take effect as
 * soon as it opens and says how that went, as /verify-email does. A used or expired link points to the edit-profile
 * page, where a new one can be asked for (signed in), or to the login.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmEmailChange = useConfirmEmailChange();
  const session = useSession();
  const [outcome, setOutcome] = useState<MailedTokenOutcome | null>(
    token ? null : { ok: false, message: t('emailChange.linkMissing') },
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

  if (!outcome) return <PageSpinner label={t('emailChange.changing')} />;

  const next = nextStep(t, outcome.ok, session.isLoggedIn);
  return (
    <Stack gap="5" mx="auto" w="full" maxW="sm" align="stretch">
      <PageHeading>{outcome.ok ? t('emailChange.changed') : t('emailChange.notChanged')}</PageHeading>
      <Text role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={next.to}>{next.label}</RouterLink>
      </Button>
    </Stack>
  );
}
