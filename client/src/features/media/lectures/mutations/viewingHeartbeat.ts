import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../../gql';

export const RecordViewingHeartbeatMutation = graphql(`
  mutation RecordViewingHeartbeatMutation(
    $lectureId: ID!
    $positionSeconds: Float!
    $playing: Boolean!
    $rate: Float!
    $visible: Boolean!
  ) {
    recordViewingHeartbeat(
      lectureId: $lectureId
      positionSeconds: $positionSeconds
      playing: $playing
      rate: $rate
      visible: $visible
    ) {
      verified
    }
  }
`);

export interface HeartbeatState {
  positionSeconds: number;
  playing: boolean;
  rate: number;
  visible: boolean;
}

/**
 * One heartbeat of the viewing record (docs/learning.md#viewing-record). Failures are ignored: a lost heartbeat only
 * leaves a stretch unverified, and the player must never stop for it.
 */
export function sendViewingHeartbeat(client: ApolloClient, lectureId: string, state: HeartbeatState) {
  return client
    .mutate({ mutation: RecordViewingHeartbeatMutation, variables: { lectureId, ...state } })
    .catch(() => undefined);
}
