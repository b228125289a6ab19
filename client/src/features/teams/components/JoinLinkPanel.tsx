import { Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatDate } from '../../../components/format/formatDate';
import { notify } from '../../../shared/toaster';
import { useCreateTeamJoinLinkMutation, useRevokeTeamJoinLinkMutation } from '../mutations/useTeamMutations';
import { teamTexts } from '../teamTexts';

/** The team's join link: made, copied (again at any time), replaced or revoked. */
export function JoinLinkPanel({ joinLink }: { joinLink: { url: string; expiresAt: string } | null }) {
  const headingId = useId();
  const [create, { loading: creating }] = useCreateTeamJoinLinkMutation();
  const [revoke, { loading: revoking }] = useRevokeTeamJoinLinkMutation();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(teamTexts.linkCopied);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the field is selected for the learner to copy.
      document.getElementById(`${headingId}-url`)?.focus();
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {teamTexts.linkHeading}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {teamTexts.linkIntro}
          </Text>
        </Stack>
        {joinLink ? (
          <Stack gap="2">
            <Input
              id={`${headingId}-url`}
              aria-label={teamTexts.linkLabel}
              value={joinLink.url}
              readOnly
              fontFamily="mono"
              fontSize="sm"
              onFocus={(event) => event.target.select()}
            />
            <Text fontSize="xs" color="fg.muted">
              {teamTexts.expires(formatDate(joinLink.expiresAt))}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="brand" onClick={() => void copy(joinLink.url)}>
                {teamTexts.linkCopy}
              </Button>
              <Button size="sm" variant="outline" loading={creating} onClick={() => void create()}>
                {teamTexts.linkNew}
              </Button>
              <Button size="sm" variant="ghost" colorPalette="red" loading={revoking} onClick={() => void revoke()}>
                {teamTexts.linkRevoke}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text color="fg.muted">{teamTexts.linkNone}</Text>
            <Button size="sm" variant="outline" loading={creating} onClick={() => void create()}>
              {teamTexts.linkCreate}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
