import { Button, Checkbox, Fieldset, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { API_SCOPE_NAMES, type ApiScope } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import { DEFAULT_LIFETIME_DAYS, dateInputValue, expiryBounds, expiryInstant } from '../apiKeyFormat';
import type { ApiKeyRequest } from '../mutations/useApiKeyMutations';

const MAX_NAME_LENGTH = 100;

interface Errors {
  name?: string;
  scopes?: string;
  expiry?: string;
}

/** Name, scopes (with what each allows) and expiry of a new key; checked here, and again by the server. */
export function ApiKeyForm({
  onCreate,
  creating,
}: {
  onCreate: (request: ApiKeyRequest) => Promise<boolean>;
  creating: boolean;
}) {
  const { t } = useTranslation('integrations');
  const headingId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiry, setExpiry] = useState(() => dateInputValue(new Date(), DEFAULT_LIFETIME_DAYS));
  const [errors, setErrors] = useState<Errors>({});
  const bounds = expiryBounds();
  // Keyed by the scopes' own names, which hold the namespace separator (`catalog:read`): read as one object.
  const scopeTexts = t('apiKeys.scopes', { returnObjects: true });

  const toggle = (scope: ApiScope, checked: boolean) =>
    setScopes((current) => (checked ? [...current, scope] : current.filter((each) => each !== scope)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const expiresAt = expiryInstant(expiry);
    const found: Errors = {
      ...(!trimmed || trimmed.length > MAX_NAME_LENGTH ? { name: t('apiKeys.nameRequired') } : {}),
      ...(scopes.length === 0 ? { scopes: t('apiKeys.scopesRequired') } : {}),
      ...(expiresAt === null ? { expiry: t('apiKeys.expiryRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || expiresAt === null) return;
    const ordered = API_SCOPE_NAMES.filter((scope) => scopes.includes(scope));
    if (await onCreate({ name: trimmed, scopes: ordered, expiresAt })) {
      setName('');
      setScopes([]);
    }
  };

  return (
    <Stack gap="4" w="full">
      <Heading as="h2" size="lg" id={headingId} textAlign="center">
        {t('apiKeys.createHeading')}
      </Heading>
      <FormStack onSubmit={submit} labelledBy={headingId} maxW="lg">
        <FormField label={t('apiKeys.nameLabel')} error={errors.name} helperText={t('apiKeys.nameHelp')}>
          <Input value={name} maxLength={MAX_NAME_LENGTH} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(errors.scopes)}>
          <Fieldset.Legend>{t('apiKeys.scopesLabel')}</Fieldset.Legend>
          <Fieldset.Content>
            {API_SCOPE_NAMES.map((scope) => (
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                key={scope}
                value={scope}
                checked={scopes.includes(scope)}
                onCheckedChange={(details) => toggle(scope, details.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Text as="span" fontFamily="mono">
                    {scope}
                  </Text>
                  <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                    {scopeTexts[scope]}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Fieldset.Content>
          <Fieldset.ErrorText>{errors.scopes}</Fieldset.ErrorText>
        </Fieldset.Root>
        <FormField label={t('apiKeys.expiryLabel')} error={errors.expiry}>
          <Input
            type="date"
            value={expiry}
            min={bounds.min}
            max={bounds.max}
            onChange={(event) => setExpiry(event.target.value)}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={creating}>
          {t('apiKeys.create')}
        </Button>
      </FormStack>
    </Stack>
  );
}
