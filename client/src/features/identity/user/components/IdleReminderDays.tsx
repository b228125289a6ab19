import { useMutation, useQuery } from '@apollo/client/react';
import { chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';

export const IdleReminderQuery = graphql(`
  query IdleReminderQuery {
    idleReminder {
      days
      chosen
    }
  }
`);

export const SetIdleReminderDaysMutation = graphql(`
  mutation SetIdleReminderDaysMutation($days: Int) {
    setIdleReminderDays(days: $days) {
      days
      chosen
    }
  }
`);

/** The breaks offered; a learner's own choice made elsewhere (the API) is offered too. */
const CHOICES = [3, 7, 14, 30];

/**
 * Under 'Reminders after a break' while it is on: how many days without a lecture make a break. Saved as it is
 * chosen; a failed save says so and shows the value the server kept.
 */
export function IdleReminderDays() {
  const { t } = useTranslation('account');
  const id = useId();
  const { data } = useQuery(IdleReminderQuery);
  const [save, { loading }] = useMutation(SetIdleReminderDaysMutation);
  const [failed, setFailed] = useState(false);
  if (!data) return null;
  const { days } = data.idleReminder;
  const choices = CHOICES.includes(days) ? CHOICES : [...CHOICES, days].sort((a, b) => a - b);
  return (
    <HStack gap="3" pb="3" wrap="wrap">
      <chakra.label htmlFor={id} fontSize="sm">
        {t('mails.idleDays.label')}
      </chakra.label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto" disabled={loading}>
        <NativeSelect.Field
          id={id}
          value={String(days)}
          onChange={(event) => {
            setFailed(false);
            const chosen = Number(event.currentTarget.value);
            save({
              variables: { days: chosen },
              optimisticResponse: { setIdleReminderDays: { __typename: 'IdleReminder', days: chosen, chosen: true } },
              update: (cache, { data: saved }) => {
                if (saved)
                  cache.writeQuery({ query: IdleReminderQuery, data: { idleReminder: saved.setIdleReminderDays } });
              },
            }).catch(() => setFailed(true));
          }}
        >
          {choices.map((each) => (
            <option key={each} value={each}>
              {t('mails.idleDays.days', { count: each })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('mails.saveFailed')}
        </Text>
      ) : null}
    </HStack>
  );
}
