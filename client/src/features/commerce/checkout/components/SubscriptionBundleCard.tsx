import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/ui/page-heading';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { billingPeriod } from '../money';
import { RefundNotice } from './RefundNotice';

export const SubscriptionBundleCardFragment = graphql(`
  fragment SubscriptionBundleCard_plan on SubscriptionPlan {
    price
    currency
    interval
    refundWindowDays
  }
`);

/**
 * The yearly bundle (spec sections 2 and 9): price in the plan currency, validity, coverage and the refund line with
 * the plan's refund window. `children` is the call to action (Buy Now, or the active state).
 */
export function SubscriptionBundleCard({
  plan: ref,
  children,
}: {
  plan: FragmentType<typeof SubscriptionBundleCardFragment>;
  children: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  // The plan is one object without an id: the cache keeps it as a singleton (see app/apollo/client.ts).
  const { data: plan, complete } = useFragment({ fragment: SubscriptionBundleCardFragment, from: ref });
  if (!complete) return null;
  return (
    <Card.Root as="article" maxW="md" w="full" mx="auto" overflow="hidden" shadow="lg">
      <Card.Header bg="brand.solid" py="5">
        <PageHeading color="brand.contrast">{t('bundle.heading')}</PageHeading>
      </Card.Header>
      <Card.Body gap="5" textAlign="center">
        <Text color="fg.muted">{t('bundle.pitch')}</Text>
        <Text fontSize="5xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          {format.money(plan.price, plan.currency)}
        </Text>
        <Stack as="ul" listStyleType="none" gap="1" fontWeight="medium">
          <Box as="li">{t('bundle.validFor', { period: billingPeriod(t, plan.interval) })}</Box>
          <Box as="li">{t('bundle.covers')}</Box>
        </Stack>
        <RefundNotice refundWindowDays={plan.refundWindowDays} gap="1" />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        {children}
      </Card.Footer>
    </Card.Root>
  );
}
