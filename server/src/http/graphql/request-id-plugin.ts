import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';

/** Puts the request id (also in X-Request-Id and every log line) on each error, so a report can be traced. */
export const requestIdInErrors: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const requestId = String(contextValue.req.id);
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({
          ...error,
          extensions: { ...error.extensions, requestId },
        }));
      },
    };
  },
};
