import { useMutation } from '@apollo/client/react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { MAIL_KIND_LABELS, type MailKind } from '@coursehub/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../shared/errors';
import { SetMailSubscriptionMutation } from '../discussionDocuments';
import { discussionTexts } from '../discussionTexts';

/**
 * /unsubscribe?token=… (a mail's link, no sign-in): turns that kind of mail off on arrival (one click, from the mail),
 * says so, and offers to subscribe again. Mail scanners that fetch links run no script, so only a reader unsubscribes.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setSubscription, { loading }] = useMutation(SetMailSubscriptionMutation);
  const [state, setState] = useState<{ kind: MailKind; subscribed: boolean } | { error: string } | null>(null);
  const started = useRef(false);
  const { unsubscribe: texts } = discussionTexts;

  const change = async (subscribed: boolean) => {
    try {
      const result = await setSubscription({ variables: { token, subscribed } });
      if (result.data) setState(result.data.setMailSubscription);
    } catch (error) {
      setState({ error: errorMessage(error, texts.invalid) });
    }
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) setState({ error: texts.invalid });
    else void change(false);
  });

  return (
    <Stack gap="6" maxW="lg" mx="auto" textAlign="center" py="8">
      <PageHeading>{texts.heading}</PageHeading>
      {state === null ? (
        <Stack align="center" gap="3" role="status">
          <Spinner />
          <Text>{texts.working}</Text>
        </Stack>
      ) : 'error' in state ? (
        <Text role="alert">{state.error}</Text>
      ) : (
        <Stack align="center" gap="4">
          <Text role="status" fontSize="lg">
            {state.subscribed ? texts.on(MAIL_KIND_LABELS[state.kind]) : texts.off(MAIL_KIND_LABELS[state.kind])}
          </Text>
          <Button variant="outline" loading={loading} onClick={() => void change(!state.subscribed)}>
            {state.subscribed ? texts.redo : texts.undo}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
