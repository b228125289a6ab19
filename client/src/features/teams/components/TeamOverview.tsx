import { Badge, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../components/format/formatDate';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { TeamOverview_TeamFragment } from '../../../gql/graphql';
import { teamTexts } from '../teamTexts';

const STATUS_PALETTE = { ACTIVE: 'green', PAST_DUE: 'red', PENDING: 'yellow', ENDED: 'gray' } as const;

/** One figure of the overview; a date is set smaller, so it keeps to one line in a phone's half-width tile. */
function Stat({ label, value, isDate = false }: { label: string; value: string; isDate?: boolean }) {
  return (
    <Stack gap="0.5" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.subtle">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize={isDate ? { base: 'md', md: '2xl' } : { base: 'xl', md: '2xl' }}
        fontWeight="bold"
        lineHeight="short"
      >
        {value}
      </Text>
    </Stack>
  );
}

/** The team at a glance: its name and state, seats used and free, and when it renews (or stops). */
export function TeamOverview({ team }: { team: TeamOverview_TeamFragment }) {
  const periodLabel =
    team.status === 'PAST_DUE' ? teamTexts.accessStops : team.renews ? teamTexts.renewsOn : teamTexts.endsOn;
  const periodDate = team.status === 'PAST_DUE' ? team.accessEndsAt : team.currentPeriodEnd;
  return (
    <Card.Root>
      <Card.Body gap="5">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="2">
          <Heading as="h2" size="xl">
            {team.name}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[team.status]} size="lg" alignSelf={{ base: 'flex-start', sm: 'auto' }}>
            {teamTexts.status[team.status]}
          </Badge>
        </Stack>
        {team.status === 'PAST_DUE' ? (
          <Text role="status" bg="bg.warning" borderWidth="1px" borderColor="border.warning" borderRadius="md" p="3">
            {teamTexts.pastDue}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Stat label={teamTexts.seats} value={String(team.seats)} />
          <Stat label={teamTexts.seatsUsed} value={String(team.seatsUsed)} />
          <Stat label={teamTexts.seatsFree} value={String(team.seatsFree)} />
          <Stat label={periodLabel} value={periodDate ? formatDate(periodDate) : '—'} isDate />
        </SimpleGrid>
        <Stack gap="1.5">
          <ProgressBar
            value={team.seats ? (100 * team.seatsUsed) / team.seats : 0}
            label={teamTexts.seatUsage(team.seatsUsed, team.seats)}
          />
          <Text fontSize="sm" color="fg.muted">
            {teamTexts.seatUsage(team.seatsUsed, team.seats)}
            {team.renewalSeats !== null && team.currentPeriodEnd
              ? ` · ${teamTexts.renewalSeats(team.renewalSeats, formatDate(team.currentPeriodEnd))}`
              : ''}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
