import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { FormField } from '../../../components/ui/form-field';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/errors';
import { notify } from '../../../shared/toaster';
import { ReauthenticateMutation, ReauthenticationPasskeyOptionsMutation } from '../mfa/documents';
import { assertPasskey, isCancelledCeremony, passkeysSupported } from '../mfa/webauthn';

const FAILED = 'Something went wrong. Please try again.';
const SIGN_IN_CHANGE = 'Changing how you sign in needs a recent sign-in.';

/** The factors the caller has besides the password (answered from the cache on the profile's security section). */
export const ReauthenticationMethodsQuery = graphql(`
  query ReauthenticationMethodsQuery {
    me {
      id
      security {
        totpEnabled
      }
      passkeys {
        id
      }
    }
  }
`);

/** How the caller can prove it, naming only the factors they have. */
export function howToConfirm({ code, passkey }: { code: boolean; passkey: boolean }) {
  const typed = code ? 'your password or a code from your authenticator app' : 'your password';
  return passkey ? `Enter ${typed}, or use a passkey.` : `Enter ${typed}.`;
}

/**
 * "Confirm it's you": the password, an authenticator code or a passkey proves the session's owner is here
 * (reauthenticate), for a change the server refused with REAUTHENTICATION_REQUIRED (useSensitiveChange runs it again
 * on `onDone`). The code and the passkey are offered only to an account that has them.
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
  const { data } = useQuery(ReauthenticationMethodsQuery);
  const hasCode = data?.me?.security?.totpEnabled === true;
  const hasPasskey = Boolean(data?.me?.passkeys.length) && passkeysSupported();
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
            {reason} {howToConfirm({ code: hasCode, passkey: hasPasskey })}
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
            {hasPasskey ? (
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
            {hasCode ? (
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
            ) : null}
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
