import { Alert, Link } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { onLocalhost } from '../../auth/mfa/passkeyAddress';

/** In place of 'Add a passkey' on a page opened on an IP address: why the browser would refuse, and where it would not. */
export function PasskeysNeedASiteName({ location }: { location: Pick<Location, 'href' | 'hostname'> }) {
  const localhost = onLocalhost(location);
  return (
    <Alert.Root recipe={alertSlotRecipe} status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Passkeys cannot be added on an IP address</Alert.Title>
        <Alert.Description>
          This page is open at {location.hostname}, and browsers create passkeys only for a site opened by its name.{' '}
          {localhost ? (
            <>
              <Link href={localhost} colorPalette="brand" variant="underline">
                Open this page at localhost
              </Link>{' '}
              to add one.
            </>
          ) : (
            'Open CourseHub at its domain name to add one.'
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
