import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Card, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTokens } from '../../../../components/charts/chartTheme';
import { PieChart } from '../../../../components/charts/PieChart';
import { StatCounter, StatCounters } from '../../../../components/StatCounter';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';

export const UsersOverviewFragment = graphql(`
  fragment UsersOverview_stats on Stats {
    allUsersCount
    subscribedUsersCount
    teamSubscriptionsCount
    teamSeatsCount
    teamSeatsUsed
  }
`);

/** The pie of registered versus enrolled users, with the 'Registered Users' and 'Subscribed Users' counters. */
export function UsersOverview({ stats }: { stats: FragmentType<typeof UsersOverviewFragment> }) {
  const { t } = useTranslation('admin');
  const { number } = useFormat();
  const { data: users, complete } = useFragment({ fragment: UsersOverviewFragment, from: stats });
  const { token } = useTokens();
  if (!complete) return null;
  const { allUsersCount, subscribedUsersCount, teamSubscriptionsCount, teamSeatsCount, teamSeatsUsed } = users;
  // Yellow for registered users, green for enrolled ones (spec: Admin Dashboard screen).
  const registered = token('colors.yellow.400', '#facc15');
  const enrolled = token('colors.green.500', '#22c55e');
  return (
    <Card.Root as="section" aria-labelledby="users-overview-heading" flex="1" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="users-overview-heading">
          {t('users.heading')}
        </Heading>
      </Card.Header>
      <Card.Body gap="6" alignItems="center">
        <PieChart
          title={t('users.chartTitle')}
          desc={t('users.chartDesc', { registered: number(allUsersCount), enrolled: number(subscribedUsersCount) })}
          valueHeader={t('users.heading')}
          data={[
            { label: t('users.registered'), value: allUsersCount, color: registered },
            { label: t('users.enrolled'), value: subscribedUsersCount, color: enrolled },
          ]}
        />
        <StatCounters>
          <StatCounter
            label={t('users.registeredUsers')}
            value={number(allUsersCount)}
            hint={t('hints.registeredUsers')}
          />
          <StatCounter
            label={t('users.subscribedUsers')}
            value={number(subscribedUsersCount)}
            hint={t('hints.subscribedUsers')}
          />
          {/* Team plans, once there are any: a team's subscription is one of the subscribed users, paying for N seats. */}
          {teamSubscriptionsCount > 0 ? (
            <StatCounter
              label={t('users.teamSeats')}
              value={t('users.seatsUsed', { used: number(teamSeatsUsed), seats: number(teamSeatsCount) })}
              hint={t('hints.teamSeats', { count: teamSubscriptionsCount })}
            />
          ) : null}
        </StatCounters>
      </Card.Body>
    </Card.Root>
  );
}
