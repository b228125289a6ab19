import { useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../shared/errors';
import { notify } from '../../../shared/toaster';
import { ReauthenticateMutation, ReauthenticationPasskeyOptionsMutation } from '../mfa/documents';
import { assertPasskey, isCancelledCeremony, passkeysSupported } from '../mfa/webauthn';

const FAILED = 'Something went wrong. Please try again.';
const SIGN_IN_CHANGE = 'Changing how you sign in needs a recent sign-in. Enter your password or use a passkey.';

/**
 * "Confirm it's you": the password or a passkey proves the session's owner is here (reauthenticate), for a change the
 * server refused with REAUTHENTICATION_REQUIRED (useSensitiveChange runs it again on `onDone`).
 */
export function ReauthenticatePanel({
  onDone,
  onCancel,
  reason = SIGN_IN_CHANGE,
}: {
  onDone: () => void;
  onCancel: () => void;
  /** Why it asks, above the password. */
  reason?: string;
}) {
  const [password, setPassword] = useState('');
  const [reauthenticate, { loading }] = useMutation(ReauthenticateMutation);
  const [passkeyOptions] = useMutation(ReauthenticationPasskeyOptionsMutation);
  // An account signed in through single sign-on may have no password it knows: its authenticator app proves it too.
  const [withCode, setWithCode] = useState(false);
  const prove = async (input: { password?: string; code?: string; passkeyResponse?: string }) => {
    try {
      await reauthenticate({ variables: { input } });
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, FAILED));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) void prove(withCode ? { code: password.replace(/\s/g, '') } : { password });
  };
  return (
    <Card.Root borderColor="border.warning" bg="bg.warning" role="region" aria-label="Confirm it's you">
      <Card.Body asChild gap="3">
        <form onSubmit={submit}>
          <Heading as="h3" size="md">
            Confirm it&apos;s you
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {reason}
          </Text>
          {withCode ? (
            <FormField label="Authenticator code">
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                bg="bg"
              />
            </FormField>
          ) : (
            <FormField label="Password">
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                bg="bg"
              />
            </FormField>
          )}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={loading} disabled={!password}>
              Confirm
            </Button>
            {passkeysSupported() ? (
              <Button
                type="button"
                variant="outline"
                bg="bg"
                onClick={async () => {
                  try {
                    const { data } = await passkeyOptions();
                    if (data)
                      await prove({ passkeyResponse: await assertPasskey(data.reauthenticationPasskeyOptions) });
                  } catch (error) {
                    if (!isCancelledCeremony(error)) notify.error(errorMessage(error, FAILED));
                  }
                }}
              >
                <LuKeyRound aria-hidden /> Use a passkey
              </Button>
            ) : null}
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setWithCode(!withCode);
                setPassword('');
              }}
            >
              {withCode ? 'Use my password' : 'Use an authenticator code'}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
