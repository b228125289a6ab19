import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { HOME_ROW_SIZE } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { useCarriedAnswerPolicy } from '../../../../app/apollo/pageData';
import { CourseGridSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { ContinueWatchingSlot } from '../../../catalog/courses/components/ContinueWatchingSlot';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { HomeCourseRow } from './HomeCourseRow';
import { PlanSection, SubscribeCta } from './PlanSection';

/**
 * The home page below the hero, in one request: the featured courses (the most lectures), the newest, and the plan.
 * Newest asks for two rows' worth, so that it can leave out the featured ones and still fill its row.
 */
export const HomeSectionsQuery = graphql(`
  query HomeSectionsQuery($rowSize: Int!, $newestSize: Int!) {
    featured: courses(first: $rowSize, sort: MOST_LECTURES) {
      edges {
        node {
          id
          ...CourseCard_course
        }
      }
    }
    newest: courses(first: $newestSize, sort: NEWEST) {
      edges {
        node {
          id
          ...CourseCard_course
        }
      }
    }
    subscriptionPlan {
      price
      currency
      interval
      refundWindowDays
    }
  }
`);

/** What the home page's HTML may carry answers to (shared's PAGE_DATA_OPERATIONS['/']). */
export const HOME_PAGE_DOCUMENTS = [HomeSectionsQuery];

/**
 * Continue watching (signed in), featured and newest courses, then how the yearly plan works with its price and a call
 * to subscribe, both left out for whoever already watches everything (an active subscriber or an admin).
 */
export function HomeSections() {
  const { t } = useTranslation('home');
  const format = useFormat();
  const { isLoggedIn, role, data: user } = useSession();
  // Each visit asks again for the newest courses, except the one whose HTML brought them.
  const fetchPolicy = useCarriedAnswerPolicy(HomeSectionsQuery);
  const { data, loading } = useQuery(HomeSectionsQuery, {
    variables: { rowSize: HOME_ROW_SIZE, newestSize: HOME_ROW_SIZE * 2 },
    fetchPolicy,
  });
  const featured = data?.featured.edges.map((edge) => edge.node) ?? [];
  const shown = new Set(featured.map((course) => course.id));
  const newest = (data?.newest.edges.map((edge) => edge.node) ?? [])
    .filter((course) => !shown.has(course.id))
    .slice(0, HOME_ROW_SIZE);
  const watchesEverything = role === 'ADMIN' || Boolean(user?.subscription.active);

  return (
    <Stack gap="16" pb="8">
      {isLoggedIn ? <ContinueWatchingSlot /> : null}
      {!data && loading ? (
        <CourseGridSkeleton label={t('loadingCourses')} count={HOME_ROW_SIZE} columns={{ base: 1, sm: 2, lg: 4 }} />
      ) : null}
      <HomeCourseRow
        id="featured-heading"
        title={t('featured')}
        lead={t('featuredLead')}
        courses={featured}
        leadsPage
      />
      <HomeCourseRow id="newest-heading" title={t('newest')} lead={t('newestLead')} courses={newest} />
      {data && !watchesEverything ? (
        <>
          <PlanSection plan={data.subscriptionPlan} />
          <SubscribeCta
            signedIn={isLoggedIn}
            price={format.money(data.subscriptionPlan.price, data.subscriptionPlan.currency)}
          />
        </>
      ) : null}
    </Stack>
  );
}
