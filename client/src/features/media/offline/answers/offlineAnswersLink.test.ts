import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { firstValueFrom, Observable, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { memoryAnswerStore } from './answerStore';
import { offlineAnswersLink } from './offlineAnswersLink';

const MY_LEARNING = parse('query MyLearningPageQuery { continueWatching { id } }');
const CAPTIONS = parse('query CaptionCuesQuery($id: ID!) { captions(id: $id) { id } }');
const ACCOUNT = parse('query SecuritySettingsQuery { me { id } }');
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const ANSWER = { data: { continueWatching: [{ id: 'c1' }] } };

/** A terminating link whose network is up (answers `result`) or down (fetch's TypeError), switched by the test. */
function network() {
  const state = {
    up: true,
    result: ANSWER as Record<string, unknown>,
    failure: new TypeError('Failed to fetch') as Error,
  };
  const link = new ApolloLink(() =>
    state.up
      ? new Observable((observer) => {
          observer.next(state.result);
          observer.complete();
        })
      : throwError(() => state.failure),
  );
  return { state, link };
}

const run = (link: ApolloLink, query = MY_LEARNING, variables: Record<string, unknown> = {}) =>
  firstValueFrom(ApolloLink.execute(link, { query, variables }, { client }));

describe('offlineAnswersLink', () => {
  it('saves a learner read and gives it back, marked offline with its time, when the network is down', async () => {
    const store = memoryAnswerStore();
    const { state, link } = network();
    const chain = ApolloLink.from([offlineAnswersLink(store, () => 1_000), link]);
    expect(await run(chain)).toEqual(ANSWER);
    state.up = false;
    await expect(run(chain)).resolves.toEqual({ ...ANSWER, extensions: { offline: { savedAt: 1_000 } } });
  });

  it('finds a saved answer by its variables whatever their order', async () => {
    const store = memoryAnswerStore();
    const { state, link } = network();
    const chain = ApolloLink.from([offlineAnswersLink(store), link]);
    await run(chain, CAPTIONS, { id: 'l1', lang: 'en' });
    state.up = false;
    await expect(run(chain, CAPTIONS, { lang: 'en', id: 'l1' })).resolves.toMatchObject(ANSWER);
    await expect(run(chain, CAPTIONS, { id: 'l2', lang: 'en' })).rejects.toThrow('Failed to fetch');
  });

  it('keeps nothing of other reads, of answers with errors, and passes on what the server refused', async () => {
    const store = memoryAnswerStore();
    const { state, link } = network();
    const chain = ApolloLink.from([offlineAnswersLink(store), link]);
    await run(chain, ACCOUNT);
    state.result = { data: null, errors: [{ message: 'Not allowed' }] };
    await run(chain);
    expect(await store.all()).toEqual([]);

    state.result = ANSWER;
    await run(chain);
    state.up = false;
    state.failure = new ServerError('Bad gateway', { response: new Response(null, { status: 502 }), bodyText: '' });
    await expect(run(chain)).rejects.toBeInstanceOf(ServerError);
  });

  it('drops every answer when another user owns the device', async () => {
    const store = memoryAnswerStore();
    await store.setOwner('learner-1');
    const { state, link } = network();
    const chain = ApolloLink.from([offlineAnswersLink(store), link]);
    await run(chain);
    await store.setOwner('learner-1');
    expect(await store.all()).toHaveLength(1);
    await store.setOwner('learner-2');
    state.up = false;
    await expect(run(chain)).rejects.toThrow('Failed to fetch');
  });
});
