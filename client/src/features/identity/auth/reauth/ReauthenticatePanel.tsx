import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Input, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import { FormField } from '../../../../components/ui/form-field';
import { graphql } from '../../../../gql';
import { errorMessage } from '../../../../shared/errors';
import { notify } from '../../../../shared/toaster';
import { ReauthenticateMutation, ReauthenticationPasskeyOptionsMutation } from '../mfa/documents';
import { assertPasskey, isCancelledCeremony, passkeysSupported } from '../mfa/webauthn';

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
function howToConfirm(t: TFunction<'auth'>, { code, passkey }: { code: boolean; passkey: boolean }) {
  if (code) return passkey ? t('reauth.enterPasswordOrCodeOrPasskey') : t('reauth.enterPasswordOrCode');
  return passkey ? t('reauth.enterPasswordOrPasskey') : t('reauth.enterPassword');
}

/**
 * "Confirm it's you": the password, an authenticator code or a passkey proves the session's owner is here
 * (reauthenticate), for a change the server refused with REAUTHENTICATION_REQUIRED (useSensitiveChange runs it again
 * on `onDone`). The code and the passkey are offered only to an account that has them.
 */
export function ReauthenticatePanel({
  onDone,
  onCancel,
  reason,
}: {
  onDone: () => void;
  onCancel: () => void;
  /** Why it asks, above the password ('Changing how you sign in needs a recent sign-in.' when not given). */
  reason?: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
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
      notify.error(errorMessage(error, t('common:failed')));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) void prove(withCode ? { code: password.replace(/\s/g, '') } : { password });
  };
  return (
    <Card.Root borderColor="border.warning" bg="bg.warning" role="region" aria-label={t('reauth.heading')}>
      <Card.Body asChild gap="3">
        <form onSubmit={submit}>
          <Heading as="h3" size="md">
            {t('reauth.heading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {reason ?? t('reauth.signInChange')} {howToConfirm(t, { code: hasCode, passkey: hasPasskey })}
          </Text>
          {withCode ? (
            <FormField label={t('reauth.authenticatorCode')}>
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
            <FormField label={t('fields.password')}>
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
              {t('reauth.confirm')}
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
                    if (!isCancelledCeremony(error)) notify.error(errorMessage(error, t('common:failed')));
                  }
                }}
              >
                <LuKeyRound aria-hidden /> {t('reauth.usePasskey')}
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
                {withCode ? t('reauth.usePassword') : t('reauth.useCode')}
              </Button>
            ) : null}
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
