import { Button, Card, Checkbox, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { TEAM_MAX_SEATS, TEAM_MIN_SEATS, TEAM_NAME_MAX, teamCheckoutSchema, validate } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { useFormat } from '../../../../i18n/format';
import { useCreateTeamCheckoutMutation } from '../mutations/useTeamMutations';

interface BuyTeamFormProps {
  /** The plan's yearly price per seat, in major units, and its currency. */
  price: number;
  currency: string;
  /** A team bought before (ended, or its checkout not completed): its name and seats to start from. */
  previous?: { name: string; seats: number; ownerTakesSeat: boolean } | null;
  note?: string;
}

/** The owner's purchase: the team's name, its seats (the price shown as seats × the plan's price), their own seat. */
export function BuyTeamForm({ price, currency, previous, note }: BuyTeamFormProps) {
  const { t } = useTranslation('teams');
  const format = useFormat();
  const headingId = useId();
  const [name, setName] = useState(previous?.name ?? '');
  const [seats, setSeats] = useState(String(previous?.seats ?? 5));
  const [ownerTakesSeat, setOwnerTakesSeat] = useState(previous?.ownerTakesSeat ?? true);
  const [errors, setErrors] = useState<{ name?: string; seats?: string }>({});
  const [start, { loading }] = useCreateTeamCheckoutMutation();
  const count = Number.parseInt(seats, 10);
  const countable = Number.isInteger(count) && count >= TEAM_MIN_SEATS && count <= TEAM_MAX_SEATS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(teamCheckoutSchema, { name, seats: Number(seats), ownerTakesSeat });
    if (!result.ok) {
      setErrors({ [result.field === 'seats' ? 'seats' : 'name']: result.message });
      return;
    }
    setErrors({});
    await start(result.value);
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} maxW="xl" mx="auto" w="full">
      <Card.Body gap="5">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {previous ? t('buyAgain') : t('buyHeading')}
          </Heading>
          <Text color="fg.muted">{note ?? t('buyIntro', { min: TEAM_MIN_SEATS, max: TEAM_MAX_SEATS })}</Text>
        </Stack>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate aria-labelledby={headingId}>
            <FormField label={t('teamName')} error={errors.name}>
              <Input
                value={name}
                maxLength={TEAM_NAME_MAX}
                placeholder={t('teamNamePlaceholder')}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <FormField
              label={t('seats')}
              error={errors.seats}
              helperText={t('seatsHelp', { min: TEAM_MIN_SEATS, max: TEAM_MAX_SEATS })}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={TEAM_MIN_SEATS}
                max={TEAM_MAX_SEATS}
                value={seats}
                onChange={(event) => setSeats(event.target.value)}
                maxW="32"
              />
            </FormField>
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              checked={ownerTakesSeat}
              onCheckedChange={(details) => setOwnerTakesSeat(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('ownerTakesSeat')}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="lg" fontWeight="semibold" aria-live="polite">
              {countable
                ? t('total', {
                    seats: count,
                    perSeat: format.money(price, currency),
                    total: format.money(price * count, currency),
                  })
                : t('seatsHelp', { min: TEAM_MIN_SEATS, max: TEAM_MAX_SEATS })}
            </Text>
            <Button type="submit" colorPalette="brand" size="lg" loading={loading} alignSelf="flex-start">
              {t('buy')}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
