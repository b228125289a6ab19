import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Code, Flex, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound, LuShieldCheck, LuSmartphone } from 'react-icons/lu';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { FormField } from '../../../../components/ui/form-field';
import { useFormat } from '../../../../i18n/format';
import { notify } from '../../../../shared/toaster';
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
import { PasskeysNeedASiteName } from './PasskeysNeedASiteName';
import { RecoveryCodes } from './RecoveryCodes';
import { SecurityCard } from './SecurityCard';
import { SsoLinksCard } from './SsoLinksCard';

/**
 * 'Security' on the profile: passkeys (add, rename, remove), two-factor sign-in with an authenticator app (QR code,
 * confirm code, recovery codes), single sign-on identities, each change asking for a recent sign-in when the last one
 * is too old.
 */
export function SecuritySection() {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const headingId = useId();
  const { data, refetch } = useQuery(SecuritySettingsQuery, { fetchPolicy: 'cache-and-network' });
  const sensitive = useSensitiveChange(t('common:failed'));
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
      await registerPasskey({
        variables: { response, name: passkeyName.trim() || t('security.passkeys.defaultName') },
      });
      setPasskeyName('');
      notify.success(t('security.passkeys.added'));
      await refetch();
    });

  return (
    <Stack as="section" id="security" aria-labelledby={headingId} gap="4" width="full" scrollMarginTop="4">
      <Flex align="center" gap="2">
        <LuShieldCheck aria-hidden />
        <Heading as="h2" id={headingId} size="lg">
          {t('security.heading')}
        </Heading>
        {me.mfaEnabled ? (
          <Badge colorPalette="green">{t('security.mfaOn')}</Badge>
        ) : (
          <Badge>{t('security.mfaOff')}</Badge>
        )}
      </Flex>
      {me.mfaSetupRequired ? (
        <Box role="alert" borderWidth="1px" borderColor="border.warning" bg="bg.warning" p="3" rounded="md">
          <Text fontWeight="semibold">{t('security.setupRequired')}</Text>
          <Text fontSize="sm">{t('security.setupRequiredBody')}</Text>
        </Box>
      ) : null}
      {sensitive.asking ? (
        <ReauthenticatePanel onDone={() => void sensitive.resume()} onCancel={sensitive.cancel} />
      ) : null}

      <SecurityCard icon={<LuKeyRound aria-hidden />} heading={t('security.passkeys.heading')}>
        <Text fontSize="sm" color="fg.muted">
          {t('security.passkeys.intro')}
        </Text>
        {me.passkeys.length ? (
          <Stack as="ul" listStyleType="none" gap="0" divideY="1px" aria-label={t('security.passkeys.list')}>
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
                      aria-label={t('security.passkeys.name')}
                      value={renaming.name}
                      maxLength={100}
                      onChange={(e) => setRenaming({ id: passkey.id, name: e.target.value })}
                    />
                    <Button size="sm" type="submit" colorPalette="brand">
                      {t('security.passkeys.save')}
                    </Button>
                  </Flex>
                ) : (
                  <Stack gap="0.5">
                    <Flex align="center" gap="2">
                      <Text fontWeight="semibold">{passkey.name}</Text>
                      {passkey.backedUp ? <Badge colorPalette="gray">{t('security.passkeys.synced')}</Badge> : null}
                    </Flex>
                    <Text fontSize="sm" color="fg.muted">
                      {passkey.lastUsedAt
                        ? t('security.passkeys.addedLastUsed', {
                            added: format.dateTime(passkey.createdAt),
                            used: format.dateTime(passkey.lastUsedAt),
                          })
                        : t('security.passkeys.addedNeverUsed', { added: format.dateTime(passkey.createdAt) })}
                    </Text>
                  </Stack>
                )}
                {renaming?.id === passkey.id ? null : (
                  <Flex gap="2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('security.passkeys.renameNamed', { name: passkey.name })}
                      onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                    >
                      {t('security.passkeys.rename')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('security.passkeys.removeNamed', { name: passkey.name })}
                      onClick={async () => {
                        const ok = await confirm({
                          title: t('security.passkeys.confirmRemove.title'),
                          message: t('security.passkeys.confirmRemove.message', { name: passkey.name }),
                          confirmLabel: t('security.passkeys.confirmRemove.confirm'),
                        });
                        if (ok) {
                          await sensitive.run(async () => {
                            await removePasskey({ variables: { id: passkey.id } });
                            await refetch();
                          });
                        }
                      }}
                    >
                      {t('security.passkeys.remove')}
                    </Button>
                  </Flex>
                )}
              </Flex>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('security.passkeys.none')}
          </Text>
        )}
        {openedOnIpAddress(window.location) ? (
          <PasskeysNeedASiteName location={window.location} />
        ) : passkeysSupported() ? (
          <Flex gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              aria-label={t('security.passkeys.newName')}
              placeholder={t('security.passkeys.newNamePlaceholder')}
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
              {t('security.passkeys.add')}
            </Button>
          </Flex>
        ) : (
          <Text fontSize="sm">{t('security.passkeys.unsupported')}</Text>
        )}
      </SecurityCard>

      <SecurityCard
        icon={<LuSmartphone aria-hidden />}
        heading={t('security.totp.heading')}
        badge={me.security?.totpEnabled ? <Badge colorPalette="green">{t('security.totp.on')}</Badge> : null}
      >
        {me.security?.totpEnabled ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('security.totp.enabledIntro', { count: me.security.recoveryCodesLeft })}
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
                {t('security.totp.newCodes')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={async () => {
                  const ok = await confirm({
                    title: t('security.totp.confirmOff.title'),
                    message: t('security.totp.confirmOff.message'),
                    confirmLabel: t('security.totp.confirmOff.confirm'),
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
                {t('security.totp.turnOff')}
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
                notify.success(t('security.totp.enabled'));
                await refetch();
              });
            }}
          >
            <Image
              src={setup.qrCodeDataUrl}
              alt={t('security.totp.qrAlt')}
              boxSize="180px"
              alignSelf="center"
              borderWidth="1px"
              rounded="md"
            />
            <Stack gap="3" flex="1">
              <Text fontSize="sm">{t('security.totp.scan')}</Text>
              <Code data-testid="totp-secret" wordBreak="break-all" px="2" py="1">
                {setup.secret}
              </Code>
              <FormField label={t('security.totp.code')}>
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
                  {t('security.totp.turnOn')}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                  {t('common:cancel')}
                </Button>
              </Flex>
            </Stack>
          </Flex>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('security.totp.intro')}
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
              {t('security.totp.setUp')}
            </Button>
          </>
        )}
        {codes ? <RecoveryCodes codes={codes} onClose={() => setCodes(null)} /> : null}
      </SecurityCard>
      <SsoLinksCard />
      {confirmDialog}
    </Stack>
  );
}
