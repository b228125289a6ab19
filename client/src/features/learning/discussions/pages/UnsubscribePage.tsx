import { useMutation } from '@apollo/client/react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MailKind } from '@coursehub/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { errorMessage } from '../../../../shared/errors';
import { SetMailSubscriptionMutation } from '../discussionDocuments';

/**
 * /unsubscribe?token=… (a mail's link, no sign-in): turns that kind of mail off on arrival (one click, from the mail),
 * says so, and offers to subscribe again. Mail scanners that fetch links run no script, so only a reader unsubscribes.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('discussions');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setSubscription, { loading }] = useMutation(SetMailSubscriptionMutation);
  const [state, setState] = useState<{ kind: MailKind; subscribed: boolean } | { error: string } | null>(null);
  const started = useRef(false);

  const change = async (subscribed: boolean) => {
    try {
      const result = await setSubscription({ variables: { token, subscribed } });
      if (result.data) setState(result.data.setMailSubscription);
    } catch (error) {
      setState({ error: errorMessage(error, t('unsubscribe.invalid')) });
    }
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) setState({ error: t('unsubscribe.invalid') });
    else void change(false);
  });

  return (
    <Stack gap="6" maxW="lg" mx="auto" textAlign="center" py="8">
      <PageHeading>{t('unsubscribe.heading')}</PageHeading>
      {state === null ? (
        <Stack align="center" gap="3" role="status">
          <Spinner />
          <Text>{t('unsubscribe.working')}</Text>
        </Stack>
      ) : 'error' in state ? (
        <Text role="alert">{state.error}</Text>
      ) : (
        <Stack align="center" gap="4">
          <Text role="status" fontSize="lg">
            {t(state.subscribed ? 'unsubscribe.on' : 'unsubscribe.off', { what: t(`unsubscribe.kinds.${state.kind}`) })}
          </Text>
          <Button variant="outline" loading={loading} onClick={() => void change(!state.subscribed)}>
            {state.subscribed ? t('unsubscribe.redo') : t('unsubscribe.undo')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
