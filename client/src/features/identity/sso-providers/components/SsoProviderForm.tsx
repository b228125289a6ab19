import { Button, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { FormStack } from '../../../../components/ui/form-stack';
import type { SsoProviderInput } from '../../../../gql/graphql';
import { domainList } from '../ssoProviderTexts';

export interface EditedProvider {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  allowedDomains: string[];
  disablePasswordForDomains: string[];
}

const REQUIRED = ['id', 'name', 'issuer', 'clientId'] as const;

/**
 * A provider's settings, to add one (`editing` null) or change one (its id fixed; an empty secret keeps the stored
 * one, which is never sent back). The server checks everything again and answers in the notice.
 */
export function SsoProviderForm({
  editing,
  saving,
  onSave,
  onCancel,
}: {
  editing: EditedProvider | null;
  saving: boolean;
  onSave: (input: SsoProviderInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('integrations');
  const headingId = useId();
  const [fields, setFields] = useState(() => ({
    id: editing?.id ?? '',
    name: editing?.name ?? '',
    issuer: editing?.issuer ?? '',
    clientId: editing?.clientId ?? '',
    clientSecret: '',
    allowedDomains: editing?.allowedDomains.join(', ') ?? '',
    disablePasswordForDomains: editing?.disablePasswordForDomains.join(', ') ?? '',
  }));
  const [missing, setMissing] = useState<string[]>([]);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const error = (name: string) => (missing.includes(name) ? t('sso.required') : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const absent = [...REQUIRED, ...(editing ? [] : ['clientSecret' as const])].filter((name) => !fields[name].trim());
    setMissing(absent);
    if (absent.length > 0) return;
    const input = {
      ...fields,
      allowedDomains: domainList(fields.allowedDomains),
      disablePasswordForDomains: domainList(fields.disablePasswordForDomains),
    };
    if ((await onSave(input)) && !editing) onCancel();
  };

  return (
    <Stack gap="4" w="full" p={{ base: '4', md: '6' }} borderWidth="1px" rounded="xl" bg="bg">
      <Heading as="h2" size="lg" id={headingId}>
        {editing ? t('sso.editHeading', { name: editing.name }) : t('sso.addHeading')}
      </Heading>
      <FormStack onSubmit={submit} labelledBy={headingId} maxW="none" mx="0">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
          <FormField label={t('sso.idLabel')} helperText={t('sso.idHelp')} error={error('id')}>
            <Input
              value={fields.id}
              onChange={set('id')}
              disabled={Boolean(editing)}
              placeholder={t('sso.idPlaceholder')}
            />
          </FormField>
          <FormField label={t('sso.nameLabel')} helperText={t('sso.nameHelp')} error={error('name')}>
            <Input value={fields.name} onChange={set('name')} placeholder={t('sso.namePlaceholder')} />
          </FormField>
        </Flex>
        <FormField label={t('sso.issuerLabel')} error={error('issuer')}>
          <Input value={fields.issuer} onChange={set('issuer')} placeholder={t('sso.issuerPlaceholder')} />
        </FormField>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
          <FormField label={t('sso.clientIdLabel')} error={error('clientId')}>
            <Input value={fields.clientId} onChange={set('clientId')} autoComplete="off" />
          </FormField>
          <FormField label={t('sso.clientSecretLabel')} error={error('clientSecret')}>
            <Input
              type="password"
              value={fields.clientSecret}
              onChange={set('clientSecret')}
              autoComplete="new-password"
              placeholder={editing ? t('sso.clientSecretKeep') : undefined}
            />
          </FormField>
        </Flex>
        <FormField label={t('sso.allowedDomainsLabel')} helperText={t('sso.allowedDomainsHelp')}>
          <Input
            value={fields.allowedDomains}
            onChange={set('allowedDomains')}
            placeholder={t('sso.domainPlaceholder')}
          />
        </FormField>
        <FormField label={t('sso.passwordDomainsLabel')} helperText={t('sso.passwordDomainsHelp')}>
          <Input value={fields.disablePasswordForDomains} onChange={set('disablePasswordForDomains')} />
        </FormField>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {editing ? t('sso.save') : t('sso.add')}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('sso.cancel')}
            </Button>
          ) : null}
        </Flex>
      </FormStack>
    </Stack>
  );
}
