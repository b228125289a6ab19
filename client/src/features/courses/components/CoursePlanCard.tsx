import { useQuery } from '@apollo/client/react';
import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../components/format/formatMoney';
import { graphql } from '../../../gql';
import { RefundNotice } from '../../checkout/components/RefundNotice';

export const CoursePlanCardQuery = graphql(`
  query CoursePlanCardQuery {
    subscriptionPlan {
      price
      currency
      interval
      refundWindowDays
    }
  }
`);

export const PLAN_CARD_TEXTS = {
  heading: 'Subscription Bundle',
  coverage: 'All courses for a year, existing and new',
};

/**
 * The course page's offer: the plan's price, what it covers (every course, for a year: spec section 9) and the spec's
 * refund line; `children` is the call to action (Subscribe or Watch Lectures).
 */
export function CoursePlanCard({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(CoursePlanCardQuery);
  const plan = data?.subscriptionPlan;
  return (
    <Card.Root as="aside" aria-label={PLAN_CARD_TEXTS.heading} shadow="md">
      <Card.Body gap="3">
        <Text fontWeight="semibold" color="fg.muted">
          {PLAN_CARD_TEXTS.heading}
        </Text>
        {plan ? (
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
            {formatMoney(plan.price, plan.currency)}
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              {' '}
              / {plan.interval}
            </Text>
          </Text>
        ) : (
          <Skeleton h="10" w="32" loading={loading} />
        )}
        <Text>{PLAN_CARD_TEXTS.coverage}</Text>
        {plan ? <RefundNotice refundWindowDays={plan.refundWindowDays} gap="0" /> : null}
        <Stack gap="2" mt="2">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
