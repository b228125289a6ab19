import { DataList, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import type { CancellationOutcome } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';

/** What the server says cancelling now would do (cancellationPreview), in the outcome's GraphQL spelling. */
export interface CancellationPreviewView {
  outcome: 'REFUND' | 'PERIOD_END' | 'NOW';
  accessEndsAt: string;
  refund?: { formatted: string } | null;
}

const OUTCOMES = { REFUND: 'refund', PERIOD_END: 'period_end', NOW: 'now' } as const satisfies Record<
  CancellationPreviewView['outcome'],
  CancellationOutcome
>;

/**
 * The sentence the dialog, the profile, the mail and the receipt share: `cancelSubscription.outcome` of the account
 * texts, whose English is `cancellationTexts` of @coursehub/shared (a test keeps them equal), with the date as the
 * screen formats it.
 */
export function cancellationSentence(
  t: TFunction<'account'>,
  { outcome, refund }: CancellationPreviewView,
  date: string,
): string {
  switch (OUTCOMES[outcome]) {
    case 'refund':
      return t('cancelSubscription.outcome.refund', { refund: refund?.formatted ?? '', today: date });
    case 'period_end':
      return t('cancelSubscription.outcome.periodEnd', { endsOn: date });
    case 'now':
      return t('cancelSubscription.outcome.now', { today: date });
  }
}

/**
 * Under the spec's prompt in the cancel dialog: which outcome applies, the amount refunded (if any) and the date access
 * ends, as the server decided them.
 */
export function CancellationSummary({ preview }: { preview: CancellationPreviewView }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const date = format.date(preview.accessEndsAt);
  const endsNow = preview.outcome !== 'PERIOD_END';
  return (
    <Stack
      gap="3"
      mt="4"
      p="4"
      rounded="md"
      bg="bg.muted"
      aria-label={t('cancelSubscription.summary.label')}
      role="group"
    >
      <Text>{cancellationSentence(t, preview, date)}</Text>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('cancelSubscription.summary.refund')}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            {preview.refund?.formatted ?? t('cancelSubscription.summary.noRefund')}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('cancelSubscription.summary.accessEnds')}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            {endsNow ? t('cancelSubscription.summary.today', { date }) : date}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
