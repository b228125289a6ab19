import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiChevronRight } from 'react-icons/fi';
import { DataTable, stickyEndColumn } from '../../../components/DataTable';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { lastActivityText, periodEndText, subscriptionStatusLabel, subscriptionStatusPalette } from '../learnerFormat';
import { LearnerDetails } from './LearnerDetails';

/** A row of the learners table; its details' progress comes with it, its payments are asked for on opening. */
export const LearnersTableFragment = graphql(`
  fragment LearnersTable_user on User {
    id
    fullName
    email
    role
    subscription {
      status
      currentPeriodEnd
    }
    lastActivityAt
    paymentSummary {
      count
      formattedTotal
    }
    ...LearnerDetails_user
  }
`);

/** A learner as the page's query gives it: its id (the key) and this table's fragment. */
export type LearnerRef = FragmentType<typeof LearnersTableFragment> & { id: string };

const COLUMNS = ['name', 'email', 'subscription', 'lastActivity', 'payments', 'details'] as const;

function LearnerRow({ learner: ref }: { learner: LearnerRef }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data: learner, complete } = useFragment({
    fragment: LearnersTableFragment,
    fragmentName: 'LearnersTable_user',
    from: ref,
  });
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (!complete) return null;
  const { status, currentPeriodEnd } = learner.subscription;
  const periodEnd = periodEndText(t, format.date, currentPeriodEnd);
  // Null only for a caller who is not an ADMIN, whom the route never lets here.
  const { count, formattedTotal } = learner.paymentSummary ?? { count: 0, formattedTotal: '' };
  return (
    <>
      <Table.Row>
        <Table.Cell>
          <Stack direction="row" gap="2" align="center" wrap="wrap">
            <Text fontWeight="medium">{learner.fullName}</Text>
            {learner.role === 'ADMIN' ? <Badge colorPalette="brand">{t('learners.admin')}</Badge> : null}
          </Stack>
        </Table.Cell>
        <Table.Cell>{learner.email}</Table.Cell>
        <Table.Cell minW="40">
          <Badge colorPalette={subscriptionStatusPalette(status)}>{subscriptionStatusLabel(t, status)}</Badge>
          {periodEnd ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {periodEnd}
            </Text>
          ) : null}
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{lastActivityText(t, format.date, learner.lastActivityAt)}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">
          {count === 0 ? t('learners.noPayments') : t('learners.paymentCount', { count, total: formattedTotal })}
        </Table.Cell>
        <Table.Cell {...stickyEndColumn}>
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t('learners.detailsOf', { name: learner.fullName })}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? <FiChevronDown aria-hidden /> : <FiChevronRight aria-hidden />} {t('learners.columns.details')}
          </Button>
        </Table.Cell>
      </Table.Row>
      {open ? (
        <Table.Row id={detailsId} bg="bg.subtle">
          <Table.Cell colSpan={COLUMNS.length}>
            {/* On a phone the table scrolls sideways: the details stay within the screen, their buttons in reach. */}
            <Box
              position="sticky"
              insetInlineStart="0"
              maxW={{ base: 'calc(100vw - 3.5rem)', md: 'none' }}
              whiteSpace="normal"
            >
              <LearnerDetails user={learner} />
            </Box>
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}

/**
 * The learners of the page: name, email, subscription, last activity and payments, each with its details, whose button
 * stays in view at the right edge when the table scrolls sideways on a phone.
 */
export function LearnersTable({ learners }: { learners: readonly LearnerRef[] }) {
  const { t } = useTranslation('admin');
  const columns = COLUMNS.map((column) => t(`learners.columns.${column}`));
  const details = t('learners.columns.details');
  return (
    <DataTable
      caption={t('learners.heading')}
      columns={columns}
      headerProps={(column) => (column === details ? stickyEndColumn : undefined)}
    >
      {learners.map((learner) => (
        <LearnerRow key={learner.id} learner={learner} />
      ))}
    </DataTable>
  );
}
