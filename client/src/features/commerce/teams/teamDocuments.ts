import { graphql } from '../../../gql';

export const TeamMembersList_team = graphql(`
  fragment TeamMembersList_team on Team {
    id
    members {
      userId
      fullName
      email
      joinedAt
      isOwner
      coursesStarted
      quizzesPassed
      lastActivityAt
      certificates {
        code
        courseTitle
        issuedAt
      }
    }
  }
`);

export const TeamOverview_team = graphql(`
  fragment TeamOverview_team on Team {
    id
    name
    status
    seats
    renewalSeats
    seatsUsed
    seatsFree
    ownerTakesSeat
    currentPeriodEnd
    renews
    accessEndsAt
    pricePerSeat
    currency
    invitations {
      id
      email
      expiresAt
    }
    joinLink {
      url
      expiresAt
    }
    ...TeamMembersList_team @unmask
  }
`);

export const TeamPageQuery = graphql(`
  query TeamPageQuery {
    team {
      ...TeamOverview_team @unmask
    }
    teamSeat {
      teamName
      ownerName
      isOwner
      active
    }
    subscriptionPlan {
      price
      currency
    }
  }
`);

export const TeamInvitationQuery = graphql(`
  query TeamInvitationQuery($token: String, $invitationId: ID) {
    teamInvitation(token: $token, invitationId: $invitationId) {
      teamName
      ownerName
      seatsFree
      hasOwnSubscription
      alreadyMember
      inAnotherTeam
    }
  }
`);

export const CreateTeamCheckoutMutation = graphql(`
  mutation CreateTeamCheckoutMutation($input: TeamCheckoutInput!) {
    createTeamCheckout(input: $input) {
      id
      url
    }
  }
`);

export const SetTeamSeatsMutation = graphql(`
  mutation SetTeamSeatsMutation($seats: Int!) {
    setTeamSeats(seats: $seats) {
      ...TeamOverview_team
    }
  }
`);

export const InviteTeamMembersMutation = graphql(`
  mutation InviteTeamMembersMutation($emails: String!) {
    inviteTeamMembers(emails: $emails) {
      ...TeamOverview_team
    }
  }
`);

export const RevokeTeamInvitationMutation = graphql(`
  mutation RevokeTeamInvitationMutation($id: ID!) {
    revokeTeamInvitation(id: $id) {
      ...TeamOverview_team
    }
  }
`);

export const CreateTeamJoinLinkMutation = graphql(`
  mutation CreateTeamJoinLinkMutation {
    createTeamJoinLink {
      ...TeamOverview_team
    }
  }
`);

export const RevokeTeamJoinLinkMutation = graphql(`
  mutation RevokeTeamJoinLinkMutation {
    revokeTeamJoinLink {
      ...TeamOverview_team
    }
  }
`);

export const RemoveTeamMemberMutation = graphql(`
  mutation RemoveTeamMemberMutation($userId: ID!) {
    removeTeamMember(userId: $userId) {
      ...TeamOverview_team
    }
  }
`);

export const JoinTeamMutation = graphql(`
  mutation JoinTeamMutation($token: String, $invitationId: ID) {
    joinTeam(token: $token, invitationId: $invitationId) {
      teamName
      ownerName
      isOwner
      active
    }
  }
`);

export const LeaveTeamMutation = graphql(`
  mutation LeaveTeamMutation {
    leaveTeam {
      message
    }
  }
`);
