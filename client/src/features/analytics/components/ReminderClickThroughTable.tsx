import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import type { ReminderChannel } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';

const CHANNEL_NAMES: Record<ReminderChannel, `engagement.reminders.channel.${ReminderChannel}`> = {
  DIGEST: 'engagement.reminders.channel.DIGEST',
  NUDGE: 'engagement.reminders.channel.NUDGE',
  PUSH: 'engagement.reminders.channel.PUSH',
};

/**
 * Each reminder channel over the overview's weeks: messages sent, and how many were opened (their link's first click)
 * with their share of those sent, in one column so the table fits a phone. A channel that sent nothing shows a dash.
 */
export function ReminderClickThroughTable({
  reminders,
}: {
  reminders: readonly { channel: ReminderChannel; sent: number; clicked: number }[];
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const columns = [
    t('engagement.reminders.columns.channel'),
    t('engagement.reminders.columns.sent'),
    t('engagement.reminders.columns.opened'),
  ];
  return (
    <DataTable
      caption={t('engagement.reminders.caption')}
      columns={columns}
      headerProps={(column) => (column === columns[0] ? undefined : { textAlign: 'end' })}
    >
      {reminders.map((channel) => (
        <Table.Row key={channel.channel}>
          <Table.Cell whiteSpace="normal" fontWeight="medium">
            {t(CHANNEL_NAMES[channel.channel])}
          </Table.Cell>
          <Table.Cell textAlign="end">{format.number(channel.sent)}</Table.Cell>
          <Table.Cell textAlign="end">
            {channel.sent > 0
              ? t('engagement.reminders.openedShare', {
                  opened: format.number(channel.clicked),
                  share: format.percent(channel.clicked / channel.sent),
                })
              : '—'}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
