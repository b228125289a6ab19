import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { withNotices } from '../../../../shared/withNotices';
import { refreshSessionUser } from '../../../identity/auth/session/sessionCache';
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

export interface TeamCheckoutRequest {
  name: string;
  seats: number;
  ownerTakesSeat: boolean;
}

/** Opens the team checkout and sends the browser to the provider's page (as Buy Now does for one seat). */
export function useCreateTeamCheckoutMutation() {
  const { t } = useTranslation('teams');
  const [mutate, result] = useMutation(CreateTeamCheckoutMutation);
  const [redirecting, setRedirecting] = useState(false);
  const start = useCallback(
    async (input: TeamCheckoutRequest) =>
      (
        await withNotices({ failure: t('checkoutFailed') }, async () => {
          const { data } = await mutate({ variables: { input } });
          const url = checkoutUrl(data?.createTeamCheckout.url);
          if (!url) throw new Error('No checkout');
          setRedirecting(true);
          browser.redirect(url);
        })
      ).ok,
    [mutate, t],
  );
  return [start, { ...result, loading: result.loading || redirecting }] as const;
}

// The owner's changes answer the team as its page shows it: Apollo normalises it over the page's query.
export function useSetTeamSeatsMutation() {
  const { t } = useTranslation('teams');
  const texts = useMemo(() => ({ success: t('seatsChanged'), failure: t('seatsFailed') }), [t]);
  return useNoticedMutation(SetTeamSeatsMutation, texts, async (mutate, seats: number) => {
    await mutate({ variables: { seats } });
  });
}

export function useInviteTeamMembersMutation() {
  const { t } = useTranslation('teams');
  const texts = useCallback(
    (emails: string) => ({
      success: t('invited', { count: emails.split(/[\s,;]+/).filter(Boolean).length }),
      failure: t('inviteFailed'),
    }),
    [t],
  );
  return useNoticedMutation(InviteTeamMembersMutation, texts, async (mutate, emails: string) => {
    await mutate({ variables: { emails } });
  });
}

export function useRevokeTeamInvitationMutation() {
  const { t } = useTranslation('teams');
  const texts = useMemo(() => ({ success: t('revoked'), failure: t('inviteFailed') }), [t]);
  return useNoticedMutation(RevokeTeamInvitationMutation, texts, async (mutate, id: string) => {
    await mutate({ variables: { id } });
  });
}

export function useCreateTeamJoinLinkMutation() {
  const { t } = useTranslation('teams');
  const texts = useMemo(() => ({ failure: t('linkFailed') }), [t]);
  return useNoticedMutation(CreateTeamJoinLinkMutation, texts, async (mutate) => {
    await mutate();
  });
}

export function useRevokeTeamJoinLinkMutation() {
  const { t } = useTranslation('teams');
  const texts = useMemo(() => ({ success: t('linkRevoked'), failure: t('linkFailed') }), [t]);
  return useNoticedMutation(RevokeTeamJoinLinkMutation, texts, async (mutate) => {
    await mutate();
  });
}

/** Removes a member; the owner's own seat too, when their access (the session's) changes with it. */
export function useRemoveTeamMemberMutation() {
  const { t } = useTranslation('teams');
  const client = useApolloClient();
  const texts = useMemo(() => ({ success: t('removed'), failure: t('removeFailed') }), [t]);
  const [remove, result] = useNoticedMutation(RemoveTeamMemberMutation, texts, async (mutate, userId: string) => {
    await mutate({ variables: { userId }, refetchQueries: [TeamPageQuery] });
  });
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
/** The invitation a learner joins with: its token (the mail's or the join link's), or its id (the inbox's link). */
export type InvitationRef = { token: string } | { invitationId: string };

export function useJoinTeamMutation() {
  const { t } = useTranslation('teams');
  const client = useApolloClient();
  const texts = useMemo(() => ({ success: t('joinedTeam'), failure: t('joinFailed') }), [t]);
  const [join, result] = useNoticedMutation(JoinTeamMutation, texts, async (mutate, invitation: InvitationRef) => {
    await mutate({ variables: invitation });
  });
  const call = useCallback(
    async (invitation: InvitationRef) => {
      const ok = await join(invitation);
      if (ok) await refreshSessionUser(client, { status: 'inactive', active: true });
      return ok;
    },
    [client, join],
  );
  return [call, result] as const;
}

/** Gives up the caller's seat; the page and the session are read again. */
export function useLeaveTeamMutation() {
  const { t } = useTranslation('teams');
  const client = useApolloClient();
  const texts = useMemo(() => ({ success: (message: string) => message, failure: t('leaveFailed') }), [t]);
  const [leave, result] = useNoticedMutation(LeaveTeamMutation, texts, async (mutate) => {
    const { data } = await mutate({ refetchQueries: [TeamPageQuery] });
    return data?.leaveTeam.message ?? '';
  });
  const call = useCallback(async () => {
    const ok = await leave();
    if (ok) await refreshSessionUser(client, { status: 'inactive', active: false });
    return ok;
  }, [client, leave]);
  return [call, result] as const;
}
