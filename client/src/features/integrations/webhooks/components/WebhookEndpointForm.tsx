import { Button, Checkbox, Fieldset, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { WEBHOOK_EVENT_TYPE_NAMES, type WebhookEventType } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import type { WebhookEndpointRequest } from '../mutations/useWebhookMutations';

const MAX_DESCRIPTION_LENGTH = 200;

interface Errors {
  url?: string;
  eventTypes?: string;
}

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** URL, description and the events to send (each with what it means); checked here, and again by the server. */
export function WebhookEndpointForm({
  onCreate,
  creating,
}: {
  onCreate: (request: WebhookEndpointRequest) => Promise<boolean>;
  creating: boolean;
}) {
  const { t } = useTranslation('integrations');
  const headingId = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  // Keyed by the events' own names, which hold the key separator (`user.created`): read as one object.
  const eventTexts = t('webhooks.events', { returnObjects: true });

  const toggle = (type: WebhookEventType, checked: boolean) =>
    setEventTypes((current) => (checked ? [...current, type] : current.filter((each) => each !== type)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = url.trim();
    const found: Errors = {
      ...(!isHttpUrl(trimmed) ? { url: t('webhooks.urlRequired') } : {}),
      ...(eventTypes.length === 0 ? { eventTypes: t('webhooks.eventsRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ordered = WEBHOOK_EVENT_TYPE_NAMES.filter((type) => eventTypes.includes(type));
    if (await onCreate({ url: trimmed, description: description.trim(), eventTypes: ordered })) {
      setUrl('');
      setDescription('');
      setEventTypes([]);
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      w="full"
      layerStyle="surface.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="lg" id={headingId}>
        {t('webhooks.createHeading')}
      </Heading>
      <FormStack onSubmit={submit} labelledBy={headingId} maxW="full">
        <FormField label={t('webhooks.urlLabel')} error={errors.url} helperText={t('webhooks.urlHelp')}>
          <Input
            type="url"
            inputMode="url"
            placeholder={t('webhooks.urlPlaceholder')}
            value={url}
            maxLength={2048}
            onChange={(event) => setUrl(event.target.value)}
          />
        </FormField>
        <FormField label={t('webhooks.descriptionLabel')} helperText={t('webhooks.descriptionHelp')}>
          <Input
            value={description}
            maxLength={MAX_DESCRIPTION_LENGTH}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(errors.eventTypes)}>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Fieldset.Legend>{t('webhooks.eventsLabel')}</Fieldset.Legend>
            <Flex gap="2">
              <Button size="xs" variant="ghost" onClick={() => setEventTypes([...WEBHOOK_EVENT_TYPE_NAMES])}>
                {t('webhooks.selectAll')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setEventTypes([])}>
                {t('webhooks.selectNone')}
              </Button>
            </Flex>
          </Flex>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {WEBHOOK_EVENT_TYPE_NAMES.map((type) => (
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  key={type}
                  value={type}
                  checked={eventTypes.includes(type)}
                  onCheckedChange={(details) => toggle(type, details.checked === true)}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Text as="span" fontFamily="mono" fontSize="sm">
                      {type}
                    </Text>
                    <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                      {eventTexts[type]}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Fieldset.Content>
          <Fieldset.ErrorText>{errors.eventTypes}</Fieldset.ErrorText>
        </Fieldset.Root>
        <Button type="submit" colorPalette="brand" loading={creating} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
          {t('webhooks.create')}
        </Button>
      </FormStack>
    </Stack>
  );
}
