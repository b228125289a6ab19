import { Badge, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import type { TeamOverview_TeamFragment } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';

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
  const { t } = useTranslation('teams');
  const format = useFormat();
  const periodLabel = team.status === 'PAST_DUE' ? t('accessStops') : team.renews ? t('renewsOn') : t('endsOn');
  const periodDate = team.status === 'PAST_DUE' ? team.accessEndsAt : team.currentPeriodEnd;
  return (
    <Card.Root>
      <Card.Body gap="5">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="2">
          <Heading as="h2" size="xl">
            {team.name}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[team.status]} size="lg" alignSelf={{ base: 'flex-start', sm: 'auto' }}>
            {t(`status.${team.status}`)}
          </Badge>
        </Stack>
        {team.status === 'PAST_DUE' ? (
          <Text role="status" bg="bg.warning" borderWidth="1px" borderColor="border.warning" borderRadius="md" p="3">
            {t('pastDue')}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Stat label={t('seats')} value={String(team.seats)} />
          <Stat label={t('seatsUsed')} value={String(team.seatsUsed)} />
          <Stat label={t('seatsFree')} value={String(team.seatsFree)} />
          <Stat label={periodLabel} value={periodDate ? format.date(periodDate) : '—'} isDate />
        </SimpleGrid>
        <Stack gap="1.5">
          <ProgressBar
            value={team.seats ? (100 * team.seatsUsed) / team.seats : 0}
            label={t('seatUsage', { used: team.seatsUsed, seats: team.seats })}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('seatUsage', { used: team.seatsUsed, seats: team.seats })}
            {team.renewalSeats !== null && team.currentPeriodEnd
              ? ` · ${t('renewalSeats', { seats: team.renewalSeats, date: format.date(team.currentPeriodEnd) })}`
              : ''}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
