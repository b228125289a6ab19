import { useQuery } from '@apollo/client/react';
import { Card, Skeleton, type SkeletonProps, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { RefundNotice } from '../../../commerce/checkout/components/RefundNotice';

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

/** Why the viewer already watches this course: an active subscription, or the ADMIN role; null: they do not. */
export type CourseAccess = 'subscribed' | 'admin' | null;

/**
 * What the plan's lines are laid out with until the plan arrives: hidden under their skeletons, they hold the place
 * the real ones take, so the call to action below them does not move (on a page reached from the catalogue the plan
 * came after the course, pushed the button down by about 30 px, and a click landing meanwhile missed it).
 */
const PLAN_SHAPE = { price: 499, currency: 'INR', interval: 'year', refundWindowDays: 14 };

/** A line of the plan: shown once the plan is in; while it loads, laid out hidden under a skeleton; else nothing. */
function PlanLine({ ready, loading, ...skeleton }: { ready: boolean; loading: boolean } & SkeletonProps) {
  if (!ready && !loading) return null;
  return <Skeleton loading={!ready} aria-hidden={ready ? undefined : true} {...skeleton} />;
}

/**
 * The course page's offer: the plan's price, what it covers (every course, for a year: spec section 9) and the spec's
 * refund line; `children` is the call to action (Subscribe or Watch Lectures). Whoever already watches every course
 * is not sold the plan again: they see why they have access instead of its price.
 */
export function CoursePlanCard({ access, children }: { access: CourseAccess; children: ReactNode }) {
  const { t } = useTranslation('courses');
  return (
    <Card.Root as="aside" aria-label={t('planCard.heading')} shadow="md">
      <Card.Body gap="3">
        <Text fontWeight="semibold" color="fg.muted">
          {t('planCard.heading')}
        </Text>
        {access ? <AccessStatus access={access} /> : <PlanOffer />}
        <Stack gap="2" mt="2">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function AccessStatus({ access }: { access: NonNullable<CourseAccess> }) {
  const { t } = useTranslation('courses');
  if (access === 'admin') return <Text>{t('planCard.admin')}</Text>;
  return (
    <Stack gap="1" role="status">
      <Text fontWeight="semibold" color="fg.success">
        {t('planCard.subscribed')}
      </Text>
      <Text color="fg.muted">{t('planCard.subscribedDetail')}</Text>
    </Stack>
  );
}

/** The plan's price, coverage and refund line. */
function PlanOffer() {
  const { t } = useTranslation('courses');
  const format = useFormat();
  const { data, loading } = useQuery(CoursePlanCardQuery);
  const plan = data?.subscriptionPlan;
  const shown = plan ?? PLAN_SHAPE;
  return (
    <>
      <PlanLine ready={Boolean(plan)} loading={loading} alignSelf="flex-start">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
          {format.money(shown.price, shown.currency)}
          <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
            {' '}
            {shown.interval === 'month' ? t('planCard.perMonth') : t('planCard.perYear')}
          </Text>
        </Text>
      </PlanLine>
      <Text>{t('planCard.coverage')}</Text>
      <PlanLine ready={Boolean(plan)} loading={loading}>
        <RefundNotice refundWindowDays={shown.refundWindowDays} gap="0" />
      </PlanLine>
    </>
  );
}
