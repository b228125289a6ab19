import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TEAM_JOIN_LINK_DAYS } from '@coursehub/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import { notify } from '../../../../shared/toaster';
import { useCreateTeamJoinLinkMutation, useRevokeTeamJoinLinkMutation } from '../mutations/useTeamMutations';
import { TeamPanel } from './TeamPanel';

/** The team's join link: made, copied (again at any time), replaced or revoked. */
export function JoinLinkPanel({ joinLink }: { joinLink: { url: string; expiresAt: string } | null }) {
  const { t } = useTranslation('teams');
  const format = useFormat();
  const headingId = useId();
  const [create, { loading: creating }] = useCreateTeamJoinLinkMutation();
  const [revoke, { loading: revoking }] = useRevokeTeamJoinLinkMutation();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('linkCopied'));
    } catch {
      // No clipboard (an insecure origin, a denied permission): the field is selected for the learner to copy.
      document.getElementById(`${headingId}-url`)?.focus();
    }
  };

  return (
    <TeamPanel headingId={headingId} heading={t('linkHeading')} intro={t('linkIntro', { days: TEAM_JOIN_LINK_DAYS })}>
      {joinLink ? (
        <Stack gap="2">
          <Input
            id={`${headingId}-url`}
            aria-label={t('linkLabel')}
            value={joinLink.url}
            readOnly
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.target.select()}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('expires', { date: format.date(joinLink.expiresAt) })}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => void copy(joinLink.url)}>
              {t('linkCopy')}
            </Button>
            <Button size="sm" variant="outline" loading={creating} onClick={() => void create()}>
              {t('linkNew')}
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" loading={revoking} onClick={() => void revoke()}>
              {t('linkRevoke')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted">{t('linkNone')}</Text>
          <Button size="sm" variant="outline" loading={creating} onClick={() => void create()}>
            {t('linkCreate')}
          </Button>
        </HStack>
      )}
    </TeamPanel>
  );
}
