import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { useLeaveTeamMutation } from '../mutations/useTeamMutations';
import { teamTexts } from '../teamTexts';

interface TeamSeatCardProps {
  seat: { teamName: string; ownerName: string; isOwner: boolean; active: boolean };
}

/** A member's own seat: whose team it is, whether it gives access, and Leave (after a confirmation). */
export function TeamSeatCard({ seat }: TeamSeatCardProps) {
  const headingId = useId();
  const [leave, { loading }] = useLeaveTeamMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const onLeave = async () => {
    const confirmed = await confirm({
      title: teamTexts.leaveTitle,
      message: teamTexts.leaveQuestion(seat.teamName),
      details: seat.isOwner ? teamTexts.leaveOwnerDetails : teamTexts.leaveDetails,
      confirmLabel: teamTexts.leave,
      cancelLabel: teamTexts.cancel,
    });
    if (confirmed) await leave();
  };
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {teamTexts.seatHeading}
        </Heading>
        <Stack gap="1">
          <Text>{teamTexts.seatIn(seat.teamName, seat.ownerName)}</Text>
          {seat.active ? null : <Text color="fg.muted">{teamTexts.seatInactive}</Text>}
        </Stack>
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          loading={loading}
          onClick={() => void onLeave()}
        >
          {teamTexts.leave}
        </Button>
      </Card.Body>
      {confirmDialog}
    </Card.Root>
  );
}
