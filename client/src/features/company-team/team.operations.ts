import { graphql } from '../../gql';

export const MyTeamQuery = graphql(`
  query MyTeam {
    myTeam {
      uid
      email
      role
      lastSignInAt
      you
    }
  }
`);

export const InviteTeamMemberMutation = graphql(`
  mutation InviteTeamMember($email: String!, $role: CompanyRole!) {
    inviteTeamMember(email: $email, role: $role) {
      uid
      email
      role
    }
  }
`);

export const ChangeTeamMemberRoleMutation = graphql(`
  mutation ChangeTeamMemberRole($uid: ID!, $role: CompanyRole!) {
    changeTeamMemberRole(uid: $uid, role: $role)
  }
`);

export const RemoveTeamMemberMutation = graphql(`
  mutation RemoveTeamMember($uid: ID!) {
    removeTeamMember(uid: $uid)
  }
`);
