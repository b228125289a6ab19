import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
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
      <PageHeading id="second-factor-heading">Two-step verification</PageHeading>
      {withCode ? (
        <CodeEntry recovery={recovery} value={value} onChange={setValue} busy={busy} />
      ) : (
        <Text color="fg.muted">Use the passkey you saved for this account.</Text>
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
            {recovery ? 'Use a code from my authenticator app' : 'Use a recovery code'}
          </Link>
        ) : null}
        {hasPasskey ? (
          <Button type="button" variant="outline" width="full" onClick={() => void finish({ passkey: true })}>
            <LuKeyRound aria-hidden /> Use a passkey
          </Button>
        ) : null}
        <Link as="button" color="fg.muted" fontSize="sm" onClick={onRestart}>
          Start over
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
  return (
    <>
      <Text color="fg.muted">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </Text>
      <FormField label={recovery ? 'Recovery code' : 'Authentication code'}>
        {recovery ? (
          <Input
            key="recovery"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="XXXXX-XXXXX"
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
        Verify
      </Button>
    </>
  );
}
