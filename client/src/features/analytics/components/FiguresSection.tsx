import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { RetryNotice } from '../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatLocale, useFormat } from '../../../i18n/format';

interface FiguresSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** What the figures cover ('Last 30 days'), beside the heading. */
  range: string;
  loading: boolean;
  /** Shown with 'Try again' when the request failed and is not being made again. */
  failed: string | null;
  onRetry: () => Promise<unknown>;
  /** The skeleton's label while nothing is there yet. */
  loadingLabel: string;
  /** The figures, once there (the last ones stay while they are asked for again). */
  children: ReactNode;
}

/**
 * A dashboard section of figures with a request of its own (Learning, Engagement): its card, heading and range, a
 * skeleton until the first answer, and a retry notice when the request fails.
 */
export function FiguresSection({
  id,
  heading,
  range,
  loading,
  failed,
  onRetry,
  loadingLabel,
  children,
}: FiguresSectionProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" aria-busy={loading}>
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id={id}>
            {heading}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {range}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body gap="6">
        {failed && !loading ? <RetryNotice size="sm" message={failed} onRetry={onRetry} /> : null}
        {children ?? (loading ? <ListSkeleton label={loadingLabel} rows={4} /> : null)}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A section's chart and its table side by side on wide screens, the chart above on narrow ones: the chart (or what
 * stands in for it) centred in its column, the table with its notes under it in the other.
 */
export function ChartBesideTable({ chart, children }: { chart: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
      <Stack flex="1" minW="0" align="center">
        {chart}
      </Stack>
      <Stack flex="1" minW="0" gap="2">
        {children}
      </Stack>
    </Flex>
  );
}

/** 'Mar 20' for a `YYYY-MM-DD` day, in the screen's language (UTC, as the figures' days are). */
export function useShortDay(): (isoDay: string) => string {
  const { language } = useFormat();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(formatLocale(language), { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (isoDay: string) => day.format(new Date(isoDay));
  }, [language]);
}
