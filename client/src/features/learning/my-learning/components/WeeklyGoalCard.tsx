import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Card, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { WEEKLY_GOAL_CHOICES } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { FiTarget, FiZap } from 'react-icons/fi';
import { FilterField, FilterInput } from '../../../../components/ui/filter-field';
import { graphql } from '../../../../gql';

export const WeeklyGoalQuery = graphql(`
  query WeeklyGoalQuery {
    weeklyGoal {
      weeklyMinutes
      minutesThisWeek
      streakWeeks
    }
  }
`);

export const SetWeeklyGoalMutation = graphql(`
  mutation SetWeeklyGoalMutation($minutes: Int) {
    setWeeklyGoal(minutes: $minutes) {
      weeklyMinutes
      minutesThisWeek
      streakWeeks
    }
  }
`);

/**
 * My learning's weekly goal: minutes watched this week against the goal the learner picked (or none), and how many
 * weeks in a row reached it. The goal is picked here; the answer replaces the card's in the cache.
 */
export function WeeklyGoalCard() {
  const { t } = useTranslation('learning');
  const { data } = useQuery(WeeklyGoalQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SetWeeklyGoalMutation, {
    update(cache, { data: saved }) {
      if (saved) cache.writeQuery({ query: WeeklyGoalQuery, data: { weeklyGoal: saved.setWeeklyGoal } });
    },
  });
  const goal = data?.weeklyGoal;
  if (!goal) return null;
  const target = goal.weeklyMinutes;
  const reached = target !== null && goal.minutesThisWeek >= target;
  const choose = (value: string) =>
    void save({ variables: { minutes: value ? Number(value) : null } }).catch(() => undefined);

  return (
    <Card.Root as="section" aria-labelledby="weekly-goal-heading" variant="outline">
      <Card.Body gap="4">
        <Flex
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-end' }}
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
        >
          <HStack gap="3" align="center">
            <FiTarget aria-hidden size="1.5em" />
            <Stack gap="0.5">
              <Text id="weekly-goal-heading" fontWeight="semibold" fontSize="lg">
                {t('goal.heading')}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {target === null
                  ? t('goal.noGoal', { count: goal.minutesThisWeek })
                  : reached
                    ? t('goal.reached')
                    : t('goal.progress', { minutes: goal.minutesThisWeek, goal: target })}
              </Text>
            </Stack>
          </HStack>
          <FilterField label={t('goal.choose')} minW="44">
            {(id) => (
              <FilterInput asChild appearance="auto" cursor="pointer">
                <select
                  id={id}
                  value={target ?? ''}
                  disabled={saving.loading}
                  onChange={(event) => choose(event.currentTarget.value)}
                >
                  <option value="">{t('goal.off')}</option>
                  {WEEKLY_GOAL_CHOICES.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {t('goal.minutes', { count: minutes })}
                    </option>
                  ))}
                </select>
              </FilterInput>
            )}
          </FilterField>
        </Flex>
        {target === null ? null : (
          <Stack gap="3">
            <Progress.Root
              recipe={progressSlotRecipe}
              value={Math.min(goal.minutesThisWeek, target)}
              max={target}
              colorPalette={reached ? 'green' : 'brand'}
            >
              <Progress.Track aria-label={t('goal.progress', { minutes: goal.minutesThisWeek, goal: target })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <HStack gap="2">
              <Badge colorPalette={goal.streakWeeks ? 'orange' : 'gray'} size="md" gap="1">
                <FiZap aria-hidden />
                {goal.streakWeeks ? t('goal.streak', { count: goal.streakWeeks }) : t('goal.noStreak')}
              </Badge>
            </HStack>
          </Stack>
        )}
        {saving.error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('goal.saveFailed')}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
