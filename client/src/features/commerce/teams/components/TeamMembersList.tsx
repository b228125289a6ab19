import { Badge, Button, Card, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamMembersList_TeamFragment } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';

type Member = TeamMembersList_TeamFragment['members'][number];

interface TeamMembersListProps {
  team: TeamMembersList_TeamFragment;
  onRemove: (member: Member) => void;
}

/** Where the owner's CSV export is served (REST, the caller's own team). */
export const TEAM_MEMBERS_CSV_URL = '/api/v1/team/members.csv';

function MemberRow({ member, onRemove }: { member: Member; onRemove: (member: Member) => void }) {
  const { t } = useTranslation('teams');
  const format = useFormat();
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{member.fullName}</Text>
            {member.isOwner ? <Badge colorPalette="brand">{t('owner')}</Badge> : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate>
            {member.email}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          flexShrink={0}
          onClick={() => onRemove(member)}
          aria-label={member.isOwner ? t('giveUpSeat') : t('removeMember', { name: member.fullName })}
        >
          {member.isOwner ? t('giveUpSeat') : t('remove')}
        </Button>
      </HStack>
      <Wrap gap="2" fontSize="sm" color="fg.muted">
        <Text>{t('joined', { date: format.date(member.joinedAt) })}</Text>
        <Text aria-hidden="true">·</Text>
        <Text>{t('coursesStarted', { count: member.coursesStarted })}</Text>
        <Text aria-hidden="true">·</Text>
        <Text>{t('certificates', { count: member.certificates.length })}</Text>
        <Text aria-hidden="true">·</Text>
        <Text>{t('quizzesPassed', { count: member.quizzesPassed })}</Text>
        <Text aria-hidden="true">·</Text>
        <Text>
          {member.lastActivityAt ? t('lastActive', { date: format.date(member.lastActivityAt) }) : t('neverActive')}
        </Text>
      </Wrap>
      {member.certificates.length ? (
        <Wrap gap="2">
          {member.certificates.map((certificate) => (
            <Link key={certificate.code} asChild fontSize="sm" colorPalette="brand" variant="underline">
              <RouterLink to={`/certificate?code=${encodeURIComponent(certificate.code)}`}>
                {certificate.courseTitle}
              </RouterLink>
            </Link>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}

/** Every seat holder with their learning (courses, certificates, quizzes), removable, and the CSV export. */
export function TeamMembersList({ team, onRemove }: TeamMembersListProps) {
  const { t } = useTranslation('teams');
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id={headingId}>
            {t('membersHeading')}
          </Heading>
          {team.members.length ? (
            <Button asChild size="sm" variant="outline">
              <a href={TEAM_MEMBERS_CSV_URL} download>
                {t('exportCsv')}
              </a>
            </Button>
          ) : null}
        </HStack>
        {team.members.length ? (
          <Stack as="ul" gap="3" listStyleType="none" m="0">
            {team.members.map((member) => (
              <MemberRow key={member.userId} member={member} onRemove={onRemove} />
            ))}
          </Stack>
        ) : (
          <Text borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center" color="fg.muted">
            {t('membersEmpty')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
