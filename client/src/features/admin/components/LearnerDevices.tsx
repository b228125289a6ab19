import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { LinesSkeleton } from '../../../components/ui/screen-skeletons';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';
import { DeviceRow } from '../../identity/user/components/DeviceRow';

export const LearnerDevicesQuery = graphql(`
  query LearnerDevicesQuery($userId: ID!) {
    learnerSessions(userId: $userId) {
      id
      device
      ...DeviceRow_session
    }
  }
`);

export const RevokeLearnerSessionMutation = graphql(`
  mutation RevokeLearnerSessionMutation($userId: ID!, $sessionId: ID!) {
    revokeLearnerSession(userId: $userId, sessionId: $sessionId) {
      id
    }
  }
`);

interface LearnerDevicesProps {
  learnerId: string;
  learnerName: string;
}

/**
 * A learner's signed-in devices, asked for when the details open: what each plays now and keeps downloaded (both count
 * against the account's devices), with 'Sign out' for a lost or shared one, confirmed first. Signing out ends the
 * device's downloads too.
 */
export function LearnerDevices({ learnerId, learnerName }: LearnerDevicesProps) {
  const { t } = useTranslation('devices');
  const variables = { userId: learnerId };
  const { data, loading, error, refetch } = useQuery(LearnerDevicesQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [revoke] = useMutation(RevokeLearnerSessionMutation, {
    // The answer names the learner's devices left: the list keeps those without asking again.
    update: (cache, { data: answer }) => {
      if (!answer) return;
      const left = new Set(answer.revokeLearnerSession.map((session) => session.id));
      cache.updateQuery({ query: LearnerDevicesQuery, variables }, (list) =>
        list ? { learnerSessions: list.learnerSessions.filter((session) => left.has(session.id)) } : list,
      );
    },
  });
  const [confirm, confirmDialog] = useConfirmDialog();
  const signOut = async (sessionId: string, device: string) => {
    const confirmed = await confirm({
      title: t('learner.confirm.title'),
      message: t('learner.confirm.message', { name: learnerName, device }),
      confirmLabel: t('learner.confirm.confirm'),
      cancelLabel: t('learner.confirm.cancel'),
    });
    if (!confirmed) return;
    const outcome = await withNotices(
      { success: () => t('learner.signedOut', { device }), failure: t('learner.signOutFailed') },
      () => revoke({ variables: { userId: learnerId, sessionId } }),
    );
    // Refused (it ended meanwhile, or the learner signed it out): the list is read again.
    if (!outcome.ok) void refetch();
  };

  const sessions = data?.learnerSessions;
  return (
    <>
      {sessions?.length ? (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          divideY="1px"
          aria-label={t('learner.label', { name: learnerName })}
        >
          {sessions.map((session) => (
            <DeviceRow key={session.id} session={session} onSignOut={() => void signOut(session.id, session.device)} />
          ))}
        </Stack>
      ) : sessions ? (
        <Text color="fg.muted">{t('learner.none')}</Text>
      ) : loading ? (
        <LinesSkeleton label={t('learner.loading')} lines={2} />
      ) : error ? (
        <Text role="alert" color="fg.error">
          {t('learner.loadFailed')}
        </Text>
      ) : null}
      {confirmDialog}
    </>
  );
}
