import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNoticedMutation } from '../../../shared/useNoticedMutation';
import { withNotices } from '../../../shared/withNotices';
import { refreshSessionUser } from '../../auth/session/sessionCache';
import { browser, checkoutUrl } from '../../checkout/browser';
import {
  CreateTeamCheckoutMutation,
  CreateTeamJoinLinkMutation,
  InviteTeamMembersMutation,
  JoinTeamMutation,
  LeaveTeamMutation,
  RemoveTeamMemberMutation,
  RevokeTeamInvitationMutation,
  RevokeTeamJoinLinkMutation,
  SetTeamSeatsMutation,
  TeamPageQuery,
} from '../teamDocuments';
import { teamTexts } from '../teamTexts';

export interface TeamCheckoutRequest {
  name: string;
  seats: number;
  ownerTakesSeat: boolean;
}

/** Opens the team checkout and sends the browser to the provider's page (as Buy Now does for one seat). */
export function useCreateTeamCheckoutMutation() {
  const [mutate, result] = useMutation(CreateTeamCheckoutMutation);
  const [redirecting, setRedirecting] = useState(false);
  const start = useCallback(
    async (input: TeamCheckoutRequest) =>
      (
        await withNotices({ failure: teamTexts.checkoutFailed }, async () => {
          const { data } = await mutate({ variables: { input } });
          const url = checkoutUrl(data?.createTeamCheckout.url);
          if (!url) throw new Error('No checkout');
          setRedirecting(true);
          browser.redirect(url);
        })
      ).ok,
    [mutate],
  );
  return [start, { ...result, loading: result.loading || redirecting }] as const;
}

// The owner's changes answer the team as its page shows it: Apollo normalises it over the page's query.
export const useSetTeamSeatsMutation = () =>
  useNoticedMutation(
    SetTeamSeatsMutation,
    { success: teamTexts.seatsChanged, failure: teamTexts.seatsFailed },
    async (mutate, seats: number) => {
      await mutate({ variables: { seats } });
    },
  );

const inviteTexts = (emails: string) => ({
  success: teamTexts.invited(emails.split(/[\s,;]+/).filter(Boolean).length),
  failure: teamTexts.inviteFailed,
});
export const useInviteTeamMembersMutation = () =>
  useNoticedMutation(InviteTeamMembersMutation, inviteTexts, async (mutate, emails: string) => {
    await mutate({ variables: { emails } });
  });

export const useRevokeTeamInvitationMutation = () =>
  useNoticedMutation(
    RevokeTeamInvitationMutation,
    { success: teamTexts.revoked, failure: teamTexts.inviteFailed },
    async (mutate, id: string) => {
      await mutate({ variables: { id } });
    },
  );

export const useCreateTeamJoinLinkMutation = () =>
  useNoticedMutation(CreateTeamJoinLinkMutation, { failure: teamTexts.linkFailed }, async (mutate) => {
    await mutate();
  });

export const useRevokeTeamJoinLinkMutation = () =>
  useNoticedMutation(
    RevokeTeamJoinLinkMutation,
    { success: teamTexts.linkRevoked, failure: teamTexts.linkFailed },
    async (mutate) => {
      await mutate();
    },
  );

/** Removes a member; the owner's own seat too, when their access (the session's) changes with it. */
export function useRemoveTeamMemberMutation() {
  const client = useApolloClient();
  const [remove, result] = useNoticedMutation(
    RemoveTeamMemberMutation,
    { success: teamTexts.removed, failure: teamTexts.removeFailed },
    async (mutate, userId: string) => {
      await mutate({ variables: { userId }, refetchQueries: [TeamPageQuery] });
    },
  );
  const call = useCallback(
    async (userId: string, self: boolean) => {
      const ok = await remove(userId);
      if (ok && self) await refreshSessionUser(client, { status: 'inactive', active: false });
      return ok;
    },
    [client, remove],
  );
  return [call, result] as const;
}

/** Takes a seat; the session learns its new access from `me`, asked again. */
export function useJoinTeamMutation() {
  const client = useApolloClient();
  const [join, result] = useNoticedMutation(
    JoinTeamMutation,
    { success: teamTexts.joined_, failure: teamTexts.joinFailed },
    async (mutate, token: string) => {
      await mutate({ variables: { token } });
    },
  );
  const call = useCallback(
    async (token: string) => {
      const ok = await join(token);
      if (ok) await refreshSessionUser(client, { status: 'inactive', active: true });
      return ok;
    },
    [client, join],
  );
  return [call, result] as const;
}

/** Gives up the caller's seat; the page and the session are read again. */
export function useLeaveTeamMutation() {
  const client = useApolloClient();
  const [leave, result] = useNoticedMutation(
    LeaveTeamMutation,
    { success: (message: string) => message, failure: teamTexts.leaveFailed },
    async (mutate) => {
      const { data } = await mutate({ refetchQueries: [TeamPageQuery] });
      return data?.leaveTeam.message ?? '';
    },
  );
  const call = useCallback(async () => {
    const ok = await leave();
    if (ok) await refreshSessionUser(client, { status: 'inactive', active: false });
    return ok;
  }, [client, leave]);
  return [call, result] as const;
}
