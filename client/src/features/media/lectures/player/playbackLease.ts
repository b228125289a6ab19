import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { graphql } from '../../../../gql';
import { errorCode, errorMessage } from '../../../../shared/errors';
import { sendOnExit } from '../sendOnExit';

export const AcquirePlaybackLeaseMutation = graphql(`
  mutation AcquirePlaybackLeaseMutation($lectureId: ID!, $takeOver: Boolean!) {
    acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) {
      id
      expiresAt
      renewAfterSeconds
    }
  }
`);

export const RenewPlaybackLeaseMutation = graphql(`
  mutation RenewPlaybackLeaseMutation($leaseId: ID!) {
    renewPlaybackLease(leaseId: $leaseId) {
      id
      expiresAt
      renewAfterSeconds
    }
  }
`);

export const ReleasePlaybackLeaseMutation = graphql(`
  mutation ReleasePlaybackLeaseMutation($leaseId: ID!) {
    releasePlaybackLease(leaseId: $leaseId)
  }
`);

/**
 * What the server said about this device's right to play:
 * - `held`: a lease, to renew every `renewAfterSeconds` while playing;
 * - `exempt`: none is needed (an admin, a free preview);
 * - `busy`: the account plays on as many other devices as it may (the server's message says how many);
 * - `moved`: another device took this one's lease over;
 * - `lapsed`: the lease expired or was released: ask for a new one;
 * - `unknown`: no answer (offline, a server error): playback goes on, the server still guards new loads.
 */
export type LeaseOutcome =
  | { kind: 'held'; id: string; renewAfterSeconds: number }
  | { kind: 'exempt' }
  | { kind: 'busy'; message: string }
  | { kind: 'moved' }
  | { kind: 'lapsed' }
  | { kind: 'unknown' };

type LeaseFields = { id: string; renewAfterSeconds: number } | null | undefined;

const outcomeOf = (lease: LeaseFields): LeaseOutcome =>
  lease ? { kind: 'held', id: lease.id, renewAfterSeconds: lease.renewAfterSeconds } : { kind: 'exempt' };

/** Asks for this device's lease before a lecture loads; `takeOver` ends the other devices' leases when needed. */
export async function acquirePlaybackLease(
  client: ApolloClient,
  lectureId: string,
  takeOver: boolean,
): Promise<LeaseOutcome> {
  try {
    const { data } = await client.mutate({
      mutation: AcquirePlaybackLeaseMutation,
      variables: { lectureId, takeOver },
    });
    return data ? outcomeOf(data.acquirePlaybackLease) : { kind: 'unknown' };
  } catch (error) {
    if (errorCode(error) === 'CONFLICT') return { kind: 'busy', message: errorMessage(error, '') };
    return { kind: 'unknown' };
  }
}

/** Keeps this device's lease while it plays. */
export async function renewPlaybackLease(client: ApolloClient, leaseId: string): Promise<LeaseOutcome> {
  try {
    const { data } = await client.mutate({ mutation: RenewPlaybackLeaseMutation, variables: { leaseId } });
    return data ? outcomeOf(data.renewPlaybackLease) : { kind: 'unknown' };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'CONFLICT') return { kind: 'moved' };
    if (code === 'NOT_FOUND') return { kind: 'lapsed' };
    return { kind: 'unknown' };
  }
}

const RELEASE_DOCUMENT = print(ReleasePlaybackLeaseMutation);

/**
 * Frees this device's slot when the player goes away or the page is hidden for good (sendOnExit). A release that never
 * arrives (or is never sent) lapses with the lease.
 */
export function releasePlaybackLeaseOnExit(leaseId: string) {
  sendOnExit(RELEASE_DOCUMENT, { leaseId });
}
