import { Button, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import type { SsoProviderInput } from '../../../gql/graphql';
import { domainList, ssoProviderTexts as texts } from '../ssoProviderTexts';

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
  const error = (name: string) => (missing.includes(name) ? texts.required : undefined);

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
        {editing ? texts.editHeading(editing.name) : texts.addHeading}
      </Heading>
      <FormStack onSubmit={submit} labelledBy={headingId} maxW="none" mx="0">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
          <FormField label={texts.idLabel} helperText={texts.idHelp} error={error('id')}>
            <Input value={fields.id} onChange={set('id')} disabled={Boolean(editing)} placeholder="acme" />
          </FormField>
          <FormField label={texts.nameLabel} helperText={texts.nameHelp} error={error('name')}>
            <Input value={fields.name} onChange={set('name')} placeholder="Acme Workspace" />
          </FormField>
        </Flex>
        <FormField label={texts.issuerLabel} error={error('issuer')}>
          <Input value={fields.issuer} onChange={set('issuer')} placeholder="https://accounts.example.com" />
        </FormField>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
          <FormField label={texts.clientIdLabel} error={error('clientId')}>
            <Input value={fields.clientId} onChange={set('clientId')} autoComplete="off" />
          </FormField>
          <FormField label={texts.clientSecretLabel} error={error('clientSecret')}>
            <Input
              type="password"
              value={fields.clientSecret}
              onChange={set('clientSecret')}
              autoComplete="new-password"
              placeholder={editing ? texts.clientSecretKeep : undefined}
            />
          </FormField>
        </Flex>
        <FormField label={texts.allowedDomainsLabel} helperText={texts.allowedDomainsHelp}>
          <Input value={fields.allowedDomains} onChange={set('allowedDomains')} placeholder="example.com" />
        </FormField>
        <FormField label={texts.passwordDomainsLabel} helperText={texts.passwordDomainsHelp}>
          <Input value={fields.disablePasswordForDomains} onChange={set('disablePasswordForDomains')} />
        </FormField>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {editing ? texts.save : texts.add}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={onCancel}>
              {texts.cancel}
            </Button>
          ) : null}
        </Flex>
      </FormStack>
    </Stack>
  );
}
