import { Alert, Link } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useTranslation } from 'react-i18next';
import { onLocalhost } from '../../auth/mfa/passkeyAddress';

/** In place of 'Add a passkey' on a page opened on an IP address: why the browser would refuse, and where it would not. */
export function PasskeysNeedASiteName({ location }: { location: Pick<Location, 'href' | 'hostname'> }) {
  const { t } = useTranslation('account');
  const localhost = onLocalhost(location);
  return (
    <Alert.Root recipe={alertSlotRecipe} status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('security.siteName.title')}</Alert.Title>
        <Alert.Description>
          {t('security.siteName.body', { host: location.hostname })}{' '}
          {localhost ? (
            <Trans
              t={t}
              i18nKey="security.siteName.openLocalhost"
              components={{ a: <Link href={localhost} colorPalette="brand" variant="underline" /> }}
            />
          ) : (
            t('security.siteName.openDomain')
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
