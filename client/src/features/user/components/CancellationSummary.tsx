import { DataList, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { type CancellationOutcome, cancellationTexts } from '@coursehub/shared';
import { formatDate } from '../../../components/format/formatDate';

/** What the server says cancelling now would do (cancellationPreview), in the outcome's GraphQL spelling. */
export interface CancellationPreviewView {
  outcome: 'REFUND' | 'PERIOD_END' | 'NOW';
  accessEndsAt: string;
  refund?: { formatted: string } | null;
}

export const CANCELLATION_SUMMARY_TEXTS = {
  label: 'What happens if you cancel',
  refund: 'Refund',
  noRefund: 'None',
  accessEnds: 'Access ends',
  today: (date: string) => `Today, ${date}`,
};

const OUTCOMES = { REFUND: 'refund', PERIOD_END: 'period_end', NOW: 'now' } as const satisfies Record<
  CancellationPreviewView['outcome'],
  CancellationOutcome
>;

/** The sentence the dialog, the profile, the mail and the receipt share (shared/src/cancellation.ts). */
export function cancellationSentence({ outcome, accessEndsAt, refund }: CancellationPreviewView): string {
  const date = formatDate(accessEndsAt);
  switch (OUTCOMES[outcome]) {
    case 'refund':
      return cancellationTexts.refund(refund?.formatted ?? '', date);
    case 'period_end':
      return cancellationTexts.periodEnd(date);
    case 'now':
      return cancellationTexts.now(date);
  }
}

/**
 * Under the spec's prompt in the cancel dialog: which outcome applies, the amount refunded (if any) and the date access
 * ends, as the server decided them.
 */
export function CancellationSummary({ preview }: { preview: CancellationPreviewView }) {
  const date = formatDate(preview.accessEndsAt);
  const endsNow = preview.outcome !== 'PERIOD_END';
  return (
    <Stack gap="3" mt="4" p="4" rounded="md" bg="bg.muted" aria-label={CANCELLATION_SUMMARY_TEXTS.label} role="group">
      <Text>{cancellationSentence(preview)}</Text>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{CANCELLATION_SUMMARY_TEXTS.refund}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            {preview.refund?.formatted ?? CANCELLATION_SUMMARY_TEXTS.noRefund}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{CANCELLATION_SUMMARY_TEXTS.accessEnds}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            {endsNow ? CANCELLATION_SUMMARY_TEXTS.today(date) : date}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
