import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Code, Flex, Heading, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { LuKeyRound, LuShieldCheck, LuSmartphone } from 'react-icons/lu';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../shared/toaster';
import {
  ConfirmTotpMutation,
  DisableTotpMutation,
  EnableTotpMutation,
  PasskeyRegistrationOptionsMutation,
  RegenerateRecoveryCodesMutation,
  RegisterPasskeyMutation,
  RemovePasskeyMutation,
  RenamePasskeyMutation,
  SecuritySettingsQuery,
} from '../../auth/mfa/documents';
import { openedOnIpAddress } from '../../auth/mfa/passkeyAddress';
import { createPasskey, passkeysSupported } from '../../auth/mfa/webauthn';
import { ReauthenticatePanel } from '../../auth/reauth/ReauthenticatePanel';
import { useSensitiveChange } from '../../auth/reauth/useSensitiveChange';
import { formatDateTime } from '../formatDateTime';
import { PasskeysNeedASiteName } from './PasskeysNeedASiteName';
import { SsoLinksCard } from './SsoLinksCard';

const FAILED = 'Something went wrong. Please try again.';

function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const download = () => {
    const blob = new Blob([`CourseHub recovery codes (each works once)\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'coursehub-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card.Root borderColor="green.muted" role="region" aria-label="Your recovery codes">
      <Card.Body gap="3" p={{ base: '3', sm: '5' }}>
        <Heading as="h4" size="sm">
          Save your recovery codes
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          If you lose your phone or passkeys, each of these codes signs you in once. They are shown only now.
        </Text>
        <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" data-testid="recovery-codes">
          {codes.map((code) => (
            <Box
              as="li"
              key={code}
              fontFamily="mono"
              fontSize={{ base: 'sm', sm: 'md' }}
              whiteSpace="nowrap"
              bg="bg.muted"
              rounded="md"
              px="2"
              py="1.5"
              textAlign="center"
            >
              {code}
            </Box>
          ))}
        </SimpleGrid>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={download}>
            Download
          </Button>
          <Button size="sm" variant="outline" onClick={() => void navigator.clipboard.writeText(codes.join('\n'))}>
            Copy
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            I have saved them
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * 'Security' on the profile: passkeys (add, rename, remove), two-factor sign-in with an authenticator app (QR code,
 * confirm code, recovery codes), single sign-on identities, each change asking for a recent sign-in when the last one
 * is too old.
 */
export function SecuritySection() {
  const headingId = useId();
  const { data, refetch } = useQuery(SecuritySettingsQuery, { fetchPolicy: 'cache-and-network' });
  const sensitive = useSensitiveChange(FAILED);
  const [confirm, confirmDialog] = useConfirmDialog();
  const [registrationOptions] = useMutation(PasskeyRegistrationOptionsMutation);
  const [registerPasskey] = useMutation(RegisterPasskeyMutation);
  const [renamePasskey] = useMutation(RenamePasskeyMutation);
  const [removePasskey] = useMutation(RemovePasskeyMutation);
  const [enableTotp] = useMutation(EnableTotpMutation);
  const [confirmTotp] = useMutation(ConfirmTotpMutation);
  const [disableTotp] = useMutation(DisableTotpMutation);
  const [regenerate] = useMutation(RegenerateRecoveryCodesMutation);
  const [passkeyName, setPasskeyName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [setup, setSetup] = useState<{ secret: string; qrCodeDataUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const me = data?.me;
  if (!me) return null;

  const addPasskey = () =>
    sensitive.run(async () => {
      const { data: options } = await registrationOptions();
      if (!options) return;
      const response = await createPasskey(options.passkeyRegistrationOptions);
      await registerPasskey({ variables: { response, name: passkeyName.trim() || 'My passkey' } });
      setPasskeyName('');
      notify.success('Passkey added. You can sign in with it now.');
      await refetch();
    });

  return (
    <Stack as="section" id="security" aria-labelledby={headingId} gap="4" width="full" scrollMarginTop="4">
      <Flex align="center" gap="2">
        <LuShieldCheck aria-hidden />
        <Heading as="h2" id={headingId} size="lg">
          Security
        </Heading>
        {me.mfaEnabled ? <Badge colorPalette="green">Two-factor on</Badge> : <Badge>Two-factor off</Badge>}
      </Flex>
      {me.mfaSetupRequired ? (
        <Box role="alert" borderWidth="1px" borderColor="border.warning" bg="bg.warning" p="3" rounded="md">
          <Text fontWeight="semibold">Set up a second factor to continue</Text>
          <Text fontSize="sm">Admin accounts need a passkey or an authenticator app before using admin features.</Text>
        </Box>
      ) : null}
      {sensitive.asking ? (
        <ReauthenticatePanel onDone={() => void sensitive.resume()} onCancel={sensitive.cancel} />
      ) : null}

      <Card.Root>
        <Card.Body gap="3">
          <Flex align="center" gap="2">
            <LuKeyRound aria-hidden />
            <Heading as="h3" size="md">
              Passkeys
            </Heading>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            Sign in with your fingerprint, face or device PIN instead of a password. A passkey also counts as a second
            factor.
          </Text>
          {me.passkeys.length ? (
            <Stack as="ul" listStyleType="none" gap="0" divideY="1px" aria-label="Your passkeys">
              {me.passkeys.map((passkey) => (
                <Flex as="li" key={passkey.id} align="center" justify="space-between" gap="3" py="2" wrap="wrap">
                  {renaming?.id === passkey.id ? (
                    <Flex
                      as="form"
                      gap="2"
                      flex="1"
                      onSubmit={(event: FormEvent) => {
                        event.preventDefault();
                        void sensitive.run(async () => {
                          await renamePasskey({ variables: { id: passkey.id, name: renaming.name } });
                          setRenaming(null);
                        });
                      }}
                    >
                      <Input
                        size="sm"
                        aria-label="Passkey name"
                        value={renaming.name}
                        maxLength={100}
                        onChange={(e) => setRenaming({ id: passkey.id, name: e.target.value })}
                      />
                      <Button size="sm" type="submit" colorPalette="brand">
                        Save
                      </Button>
                    </Flex>
                  ) : (
                    <Stack gap="0.5">
                      <Flex align="center" gap="2">
                        <Text fontWeight="semibold">{passkey.name}</Text>
                        {passkey.backedUp ? <Badge colorPalette="gray">Synced</Badge> : null}
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        Added {formatDateTime(passkey.createdAt)}
                        {passkey.lastUsedAt ? ` · Last used ${formatDateTime(passkey.lastUsedAt)}` : ' · Never used'}
                      </Text>
                    </Stack>
                  )}
                  {renaming?.id === passkey.id ? null : (
                    <Flex gap="2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Rename ${passkey.name}`}
                        onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                      >
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Remove ${passkey.name}`}
                        onClick={async () => {
                          const ok = await confirm({
                            title: 'Remove passkey',
                            message: `Remove “${passkey.name}”? You will no longer be able to sign in with it.`,
                            confirmLabel: 'Remove',
                          });
                          if (ok) {
                            await sensitive.run(async () => {
                              await removePasskey({ variables: { id: passkey.id } });
                              await refetch();
                            });
                          }
                        }}
                      >
                        Remove
                      </Button>
                    </Flex>
                  )}
                </Flex>
              ))}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No passkeys yet.
            </Text>
          )}
          {openedOnIpAddress(window.location) ? (
            <PasskeysNeedASiteName location={window.location} />
          ) : passkeysSupported() ? (
            <Flex gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
              <Input
                aria-label="New passkey name"
                placeholder="Name, e.g. Work laptop"
                maxLength={100}
                value={passkeyName}
                onChange={(event) => setPasskeyName(event.target.value)}
              />
              <Button
                colorPalette="brand"
                flexShrink={0}
                width={{ base: 'full', sm: 'auto' }}
                onClick={() => void addPasskey()}
              >
                Add a passkey
              </Button>
            </Flex>
          ) : (
            <Text fontSize="sm">This browser cannot create passkeys.</Text>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <Flex align="center" gap="2">
            <LuSmartphone aria-hidden />
            <Heading as="h3" size="md">
              Authenticator app
            </Heading>
            {me.security?.totpEnabled ? <Badge colorPalette="green">On</Badge> : null}
          </Flex>
          {me.security?.totpEnabled ? (
            <>
              <Text fontSize="sm" color="fg.muted">
                Signing in with your password also asks for a code from your app. {me.security.recoveryCodesLeft}{' '}
                recovery codes left.
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void sensitive.run(async () => {
                      const { data: fresh } = await regenerate();
                      if (fresh) setCodes(fresh.regenerateRecoveryCodes.codes);
                      await refetch();
                    })
                  }
                >
                  New recovery codes
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={async () => {
                    const ok = await confirm({
                      title: 'Turn off the authenticator app',
                      message: 'Signing in will no longer ask for a code from your app.',
                      confirmLabel: 'Turn off',
                    });
                    if (ok) {
                      await sensitive.run(async () => {
                        await disableTotp();
                        setCodes(null);
                        await refetch();
                      });
                    }
                  }}
                >
                  Turn off
                </Button>
              </Flex>
            </>
          ) : setup ? (
            <Flex
              as="form"
              direction={{ base: 'column', md: 'row' }}
              gap="4"
              align={{ base: 'stretch', md: 'flex-start' }}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void sensitive.run(async () => {
                  const { data: confirmed } = await confirmTotp({ variables: { code } });
                  if (!confirmed) return;
                  setCodes(confirmed.confirmTotp.codes);
                  setSetup(null);
                  setCode('');
                  notify.success('Two-factor sign-in is on.');
                  await refetch();
                });
              }}
            >
              <Image
                src={setup.qrCodeDataUrl}
                alt="QR code for your authenticator app"
                boxSize="180px"
                alignSelf="center"
                borderWidth="1px"
                rounded="md"
              />
              <Stack gap="3" flex="1">
                <Text fontSize="sm">
                  Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…), or type this
                  key:
                </Text>
                <Code data-testid="totp-secret" wordBreak="break-all" px="2" py="1">
                  {setup.secret}
                </Code>
                <FormField label="Code from the app">
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    placeholder="123456"
                    value={code}
                    onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  />
                </FormField>
                <Flex gap="2">
                  <Button type="submit" colorPalette="brand" disabled={code.length !== 6}>
                    Turn on
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                    Cancel
                  </Button>
                </Flex>
              </Stack>
            </Flex>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                Add a second step to password sign-in: a 6-digit code from an app on your phone.
              </Text>
              <Button
                alignSelf="flex-start"
                colorPalette="brand"
                onClick={() =>
                  void sensitive.run(async () => {
                    const { data: started } = await enableTotp();
                    if (started) setSetup(started.enableTotp);
                  })
                }
              >
                Set up authenticator app
              </Button>
            </>
          )}
          {codes ? <RecoveryCodes codes={codes} onClose={() => setCodes(null)} /> : null}
        </Card.Body>
      </Card.Root>
      <SsoLinksCard />
      {confirmDialog}
    </Stack>
  );
}
