import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { PageHeading } from '../../../../components/ui/page-heading';
import type { SecondFactorNeeded } from '../mutations/useLoginMutation';
import { useCompleteSecondFactor } from './useSignInMutations';

/**
 * The second step of a sign-in: the authenticator app's code (the phone's one-time-code autofill helps), or a recovery
 * code, or one of the account's passkeys, each offered only when the challenge names it among the account's methods (an
 * account with passkeys alone is asked for no code). 'Start over' goes back to the password.
 */
export function SecondFactorStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: SecondFactorNeeded;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const complete = useCompleteSecondFactor();
  const hasTotp = challenge.methods.includes('totp');
  const hasRecovery = challenge.methods.includes('recovery_code');
  const hasPasskey = challenge.methods.includes('passkey');
  const [recovery, setRecovery] = useState(!hasTotp);
  const withCode = recovery ? hasRecovery : hasTotp;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const finish = async (proof: Parameters<typeof complete>[1]) => {
    setBusy(true);
    const ok = await complete(challenge.challengeToken, proof);
    setBusy(false);
    if (ok) onDone();
  };

  return (
    <FormStack
      labelledBy="second-factor-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) void finish(recovery ? { recoveryCode: value.trim() } : { code: value.trim() });
      }}
    >
      <PageHeading id="second-factor-heading">{t('secondFactor.heading')}</PageHeading>
      {withCode ? (
        <CodeEntry recovery={recovery} value={value} onChange={setValue} busy={busy} />
      ) : (
        <Text color="fg.muted">{t('secondFactor.passkeyOnly')}</Text>
      )}
      <Stack gap="2" align="center">
        {hasTotp && hasRecovery ? (
          <Link
            as="button"
            color="fg.info"
            fontSize="sm"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
            }}
          >
            {recovery ? t('secondFactor.useAppCode') : t('secondFactor.useRecoveryCode')}
          </Link>
        ) : null}
        {hasPasskey ? (
          <Button type="button" variant="outline" width="full" onClick={() => void finish({ passkey: true })}>
            <LuKeyRound aria-hidden /> {t('secondFactor.usePasskey')}
          </Button>
        ) : null}
        <Link as="button" color="fg.muted" fontSize="sm" onClick={onRestart}>
          {t('secondFactor.startOver')}
        </Link>
      </Stack>
    </FormStack>
  );
}

/** The code asked for: one from the authenticator app, or a recovery code; and the button that sends it. */
function CodeEntry({
  recovery,
  value,
  onChange,
  busy,
}: {
  recovery: boolean;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Text color="fg.muted">{recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.codeIntro')}</Text>
      <FormField label={recovery ? t('secondFactor.recoveryCode') : t('secondFactor.authenticationCode')}>
        {recovery ? (
          <Input
            key="recovery"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('secondFactor.recoveryCodePlaceholder')}
            fontFamily="mono"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoFocus
          />
        ) : (
          <Input
            key="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            fontFamily="mono"
            fontSize="xl"
            letterSpacing="0.3em"
            value={value}
            onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" colorPalette="brand" loading={busy} disabled={!value.trim()}>
        {t('secondFactor.verify')}
      </Button>
    </>
  );
}
