import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services, siteUrl } from '../../platform/services';
import { CurrentCompany } from './currentCompany';
import { Company, CompanyRole, TeamMember } from './companies.types';
import { changeTeamMemberRole, companyTeam, inviteTeamMember, removeTeamMember, roleInCompany } from './team.service';

const OWNERS_ONLY = 'Owners only: anyone else gets FORBIDDEN with the reason.';
const LAST_OWNER = 'CONFLICT when it would leave the company without an owner.';

@Resolver()
export class TeamResolver {
  @Access('COMPANY', 'read')
  @Query(() => [TeamMember], { description: 'The users who act for the company, with their roles, by e-mail.' })
  myTeam(@CurrentCompany() company: Company, @Ctx() ctx: GraphQLContext): Promise<TeamMember[]> {
    return companyTeam(company, ctx.viewer!.uid, services().auth);
  }

  @Access('COMPANY', 'manage_team')
  @Mutation(() => TeamMember, {
    description: `Invites a colleague by e-mail with a role: their account is created and they are e-mailed a link to choose a password. ${OWNERS_ONLY} BAD_USER_INPUT for an invalid address or one already in the team; CONFLICT for an address of an administrator or of another company.`,
  })
  inviteTeamMember(
    @Arg('email', () => String, { description: 'The colleague’s e-mail address.' }) email: string,
    @Arg('role', () => CompanyRole, { description: 'OWNER, BUYER or VIEWER.' }) role: CompanyRole,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TeamMember> {
    return inviteTeamMember(
      company,
      { uid: ctx.viewer!.uid, email: ctx.viewer!.email },
      { email, role },
      { auth: services().auth, siteUrl: siteUrl() },
    );
  }

  @Access('COMPANY', 'manage_team')
  @Mutation(() => CompanyRole, {
    description: `Changes a team member’s role. ${OWNERS_ONLY} ${LAST_OWNER} NOT_FOUND for someone not in the team.`,
  })
  async changeTeamMemberRole(
    @Arg('uid', () => ID, { description: 'The member (`TeamMember.uid`).' }) uid: string,
    @Arg('role', () => CompanyRole, { description: 'OWNER, BUYER or VIEWER.' }) role: CompanyRole,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompanyRole> {
    return (await changeTeamMemberRole(company, ctx.viewer!.uid, uid, role)) as CompanyRole;
  }

  @Access('COMPANY', 'manage_team')
  @Mutation(() => Boolean, {
    description: `Removes a member: their next company call answers FORBIDDEN, their refresh tokens are revoked and their ID token is refused within 5 seconds (docs/auth-front.md#revocation). ${OWNERS_ONLY} ${LAST_OWNER} NOT_FOUND for someone not in the team.`,
  })
  removeTeamMember(
    @Arg('uid', () => ID, { description: 'The member (`TeamMember.uid`).' }) uid: string,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return removeTeamMember(company, ctx.viewer!.uid, uid, services().auth);
  }
}

@Resolver(() => Company)
export class CompanyRoleResolver {
  @Access('COMPANY', 'read')
  @FieldResolver(() => CompanyRole, { description: 'The signed-in user’s role in the company: what they may do.' })
  myRole(@Root() company: Company, @Ctx() ctx: GraphQLContext): CompanyRole {
    return roleInCompany(company, ctx.viewer!.uid) as CompanyRole;
  }
}
