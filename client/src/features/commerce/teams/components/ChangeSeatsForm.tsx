import { Button, Input, Stack } from '@chakra-ui/react';
import { TEAM_MAX_SEATS, TEAM_MIN_SEATS } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { useFormat } from '../../../../i18n/format';
import { useSetTeamSeatsMutation } from '../mutations/useTeamMutations';
import { TeamPanel } from './TeamPanel';

interface ChangeSeatsFormProps {
  seats: number;
  renewalSeats: number | null;
  seatsUsed: number;
  /** The plan's yearly price per seat, in major units, and its currency. */
  price: number;
  currency: string;
  currentPeriodEnd: string | null;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * More seats now (the button says about what is charged: the added seats for the part of the year left), or fewer at
 * the renewal (never below the seats taken; the server says so too).
 */
export function ChangeSeatsForm({
  seats,
  renewalSeats,
  seatsUsed,
  price,
  currency,
  currentPeriodEnd,
}: ChangeSeatsFormProps) {
  const { t } = useTranslation('teams');
  const format = useFormat();
  const headingId = useId();
  const [value, setValue] = useState(String(renewalSeats ?? seats));
  const [setSeats, { loading }] = useSetTeamSeatsMutation();
  const target = Number.parseInt(value, 10);
  const valid = Number.isInteger(target) && target >= Math.max(TEAM_MIN_SEATS, seatsUsed) && target <= TEAM_MAX_SEATS;
  const left = currentPeriodEnd
    ? Math.min(Math.max(new Date(currentPeriodEnd).getTime() - Date.now(), 0), YEAR_MS) / YEAR_MS
    : 1;
  const label =
    !valid || (target === seats && renewalSeats === null)
      ? null
      : target > seats
        ? t('addSeats', {
            count: target - seats,
            price: format.money(Math.round((target - seats) * price * left), currency),
          })
        : target < seats
          ? t('removeSeats', { count: seats - target })
          : t('keepSeats');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label) await setSeats(target);
  };

  return (
    <TeamPanel headingId={headingId} heading={t('seatsHeading')} intro={t('seatsIntro')}>
      <Stack asChild direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <FormField label={t('newSeatCount')}>
            <Input
              type="number"
              inputMode="numeric"
              min={Math.max(TEAM_MIN_SEATS, seatsUsed)}
              max={TEAM_MAX_SEATS}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              maxW="32"
            />
          </FormField>
          <Button type="submit" variant="outline" loading={loading} disabled={!label} flexShrink={0}>
            {label ?? t('seatsHeading')}
          </Button>
        </form>
      </Stack>
    </TeamPanel>
  );
}
