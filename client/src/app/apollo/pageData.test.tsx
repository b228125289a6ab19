import { type InlinedOperation, PAGE_DATA_ELEMENT_ID, PAGE_DATA_OPERATIONS } from '@coursehub/shared';
import { render } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoursePlanCardQuery } from '../../features/catalog/courses/components/CoursePlanCard';
import { COURSE_PAGE_DOCUMENTS } from '../../features/site/course-description/pages/CourseDescriptionPage';
import { HOME_PAGE_DOCUMENTS, HomeSectionsQuery } from '../../features/site/home/components/HomeSections';
import { makeCourse, yearlyPlan } from '../../test/courseFixtures';
import { mockClient } from '../../test/mocks';
import { seedPageData, useCarriedAnswerPolicy } from './pageData';

const operationNames = (documents: readonly DocumentNode[]) =>
  documents.map(
    (query) => query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value,
  );

/** The element the server writes in the page's HTML (server/src/http/page-data.ts). */
function inlinePageData(answers: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

const plan = {
  operationName: 'CoursePlanCardQuery',
  variables: {},
  data: { subscriptionPlan: yearlyPlan },
} satisfies InlinedOperation;

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('seedPageData', () => {
  it("names the same operations as the server's list for each landing page", () => {
    expect(operationNames(HOME_PAGE_DOCUMENTS)).toEqual(PAGE_DATA_OPERATIONS['/']);
    expect(operationNames(COURSE_PAGE_DOCUMENTS)).toEqual(PAGE_DATA_OPERATIONS['/course/description']);
  });

  it('writes the answers of the given documents into the cache and keeps the others for their page', () => {
    const { __typename, id, title } = makeCourse();
    const other = {
      operationName: 'SomeOtherPageQuery',
      variables: { id },
      data: { course: { __typename, id, title } },
    };
    inlinePageData([plan, other]);
    const client = mockClient([]);

    seedPageData(client, [CoursePlanCardQuery]);

    expect(client.readQuery({ query: CoursePlanCardQuery })).toEqual(plan.data);
    expect(JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '')).toEqual([other]);
  });

  it('lets the first mounted query of a carried answer render it without asking, even after a thrown-away render', async () => {
    inlinePageData([plan]);
    seedPageData(mockClient([]), [CoursePlanCardQuery, ...HOME_PAGE_DOCUMENTS]);
    const policies: string[] = [];
    function Probe({ query }: { query: DocumentNode }) {
      policies.push(useCarriedAnswerPolicy(query));
      return null;
    }
    // A sibling that suspends on the first render: React throws that render of the boundary away, Probe's with it.
    let ready = false;
    const loaded = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => {
      ready = true;
    });
    function SuspendsOnce() {
      if (!ready) throw loaded;
      return <p>Loaded</p>;
    }

    const view = render(
      <Suspense fallback={null}>
        <Probe query={CoursePlanCardQuery} />
        <SuspendsOnce />
      </Suspense>,
    );
    await view.findByText('Loaded');
    expect(policies.length).toBeGreaterThan(1);
    // Every render, the thrown-away one and the mounted one, found the answer unused.
    expect(new Set(policies)).toEqual(new Set(['cache-first']));
    view.unmount();

    // Once mounted, the answer is used: the next mount asks the server again; a query without a carried answer asks.
    const next = render(
      <>
        <Probe query={CoursePlanCardQuery} />
        <Probe query={HomeSectionsQuery} />
      </>,
    );
    expect(policies.slice(-2)).toEqual(['cache-and-network', 'cache-and-network']);
    next.unmount();
  });

  it('drops the element once every answer is in, so a later visit asks the server', () => {
    inlinePageData([plan]);
    seedPageData(mockClient([]), [CoursePlanCardQuery]);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('leaves an answer of another shape out of the cache, for the query to ask, and unreadable JSON alone', () => {
    inlinePageData([{ ...plan, data: { subscriptionPlan: { price: 499 } } }]);
    const client = mockClient([]);
    // Apollo names each missing field as it writes what there is.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedPageData(client, [CoursePlanCardQuery]);
    expect(logged).toHaveBeenCalledWith("Missing field '%s' while writing result %o", 'currency', expect.anything());
    logged.mockRestore();
    expect(client.readQuery({ query: CoursePlanCardQuery })).toBeNull();

    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = PAGE_DATA_ELEMENT_ID;
    broken.textContent = '{not json';
    document.head.append(broken);
    expect(() => seedPageData(client, [CoursePlanCardQuery])).not.toThrow();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });
});
