import { Button, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { NoticeBar } from '../../../../components/ui/notice-bar';
import { useResendVerificationMutation } from '../mutations/useResendVerificationMutation';

/**
 * The reminder under the header while the signed-in account's email is unconfirmed, with 'Resend link'. Its own
 * chunk: most sessions never show it (VerificationReminder loads it when needed).
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [resendVerification, { loading }] = useResendVerificationMutation();
  return (
    <NoticeBar label={t('verificationBanner.label')} palette="yellow">
      <Text fontSize="sm">
        {/* Trans, as the address is bold and each language puts it at another place in the sentence. */}
        <Trans t={t} i18nKey="verificationBanner.body" values={{ email }} components={{ strong: <strong /> }} />
      </Text>
      <Button size="xs" variant="outline" colorPalette="brand" loading={loading} onClick={() => resendVerification()}>
        {t('verificationBanner.resend')}
      </Button>
    </NoticeBar>
  );
}
