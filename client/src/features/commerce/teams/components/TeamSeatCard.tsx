import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { useLeaveTeamMutation } from '../mutations/useTeamMutations';

interface TeamSeatCardProps {
  seat: { teamName: string; ownerName: string; isOwner: boolean; active: boolean };
}

/** A member's own seat: whose team it is, whether it gives access, and Leave (after a confirmation). */
export function TeamSeatCard({ seat }: TeamSeatCardProps) {
  const { t } = useTranslation('teams');
  const headingId = useId();
  const [leave, { loading }] = useLeaveTeamMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const onLeave = async () => {
    const confirmed = await confirm({
      title: t('leaveTitle'),
      message: t('leaveQuestion', { team: seat.teamName }),
      details: seat.isOwner ? t('leaveOwnerDetails') : t('leaveDetails'),
      confirmLabel: t('leave'),
      cancelLabel: t('cancel'),
    });
    if (confirmed) await leave();
  };
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {t('seatHeading')}
        </Heading>
        <Stack gap="1">
          <Text>{t('seatIn', { team: seat.teamName, owner: seat.ownerName })}</Text>
          {seat.active ? null : <Text color="fg.muted">{t('seatInactive')}</Text>}
        </Stack>
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          loading={loading}
          onClick={() => void onLeave()}
        >
          {t('leave')}
        </Button>
      </Card.Body>
      {confirmDialog}
    </Card.Root>
  );
}
