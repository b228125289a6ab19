import { Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { parseInviteEmails, TEAM_INVITATION_DAYS, teamMessages } from '@coursehub/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { useFormat } from '../../../../i18n/format';
import { useInviteTeamMembersMutation, useRevokeTeamInvitationMutation } from '../mutations/useTeamMutations';
import { TeamPanel } from './TeamPanel';

interface InviteMembersFormProps {
  invitations: readonly { id: string; email: string; expiresAt: string }[];
}

/** Invitations by email (checked as the server checks them), and the ones still pending, each revocable. */
export function InviteMembersForm({ invitations }: InviteMembersFormProps) {
  const { t } = useTranslation('teams');
  const format = useFormat();
  const headingId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [invite, { loading }] = useInviteTeamMembersMutation();
  const [revoke] = useRevokeTeamInvitationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = parseInviteEmails(text);
    if (invalid.length) return setError(teamMessages.invalidEmails(invalid));
    if (!emails.length) return setError(teamMessages.emailsRequired);
    setError(undefined);
    if (await invite(emails.join(', '))) setText('');
  };

  return (
    <TeamPanel
      headingId={headingId}
      heading={t('inviteHeading')}
      intro={t('inviteIntro', { days: TEAM_INVITATION_DAYS })}
    >
      <Stack asChild gap="3">
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <FormField label={t('inviteLabel')} error={error} helperText={t('inviteHelp')}>
            <Textarea
              value={text}
              rows={3}
              placeholder={t('invitePlaceholder')}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={loading} alignSelf="flex-start">
            {t('invite')}
          </Button>
        </form>
      </Stack>
      {invitations.length ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('pendingHeading')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" m="0">
            {invitations.map((invitation) => (
              <HStack
                as="li"
                key={invitation.id}
                justify="space-between"
                gap="3"
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
              >
                <Stack gap="0" minW="0">
                  <Text truncate>{invitation.email}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('expires', { date: format.date(invitation.expiresAt) })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => void revoke(invitation.id)}
                  aria-label={t('revokeInvitation', { email: invitation.email })}
                >
                  {t('revoke')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </TeamPanel>
  );
}
