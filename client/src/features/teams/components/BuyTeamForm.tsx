import { Button, Card, Checkbox, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { TEAM_MAX_SEATS, TEAM_MIN_SEATS, TEAM_NAME_MAX, teamCheckoutSchema, validate } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '../../../components/format/formatMoney';
import { FormField } from '../../../components/ui/form-field';
import { useCreateTeamCheckoutMutation } from '../mutations/useTeamMutations';
import { teamTexts } from '../teamTexts';

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
            {previous ? teamTexts.buyAgain : teamTexts.buyHeading}
          </Heading>
          <Text color="fg.muted">{note ?? teamTexts.buyIntro}</Text>
        </Stack>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate aria-labelledby={headingId}>
            <FormField label={teamTexts.teamName} error={errors.name}>
              <Input
                value={name}
                maxLength={TEAM_NAME_MAX}
                placeholder={teamTexts.teamNamePlaceholder}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <FormField label={teamTexts.seats} error={errors.seats} helperText={teamTexts.seatsHelp}>
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
              <Checkbox.Label>{teamTexts.ownerTakesSeat}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="lg" fontWeight="semibold" aria-live="polite">
              {countable
                ? teamTexts.total(count, formatMoney(price, currency), formatMoney(price * count, currency))
                : teamTexts.seatsHelp}
            </Text>
            <Button type="submit" colorPalette="brand" size="lg" loading={loading} alignSelf="flex-start">
              {teamTexts.buy}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
