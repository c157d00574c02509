import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { CurrentUser, OptionalUser, type Viewer } from '../../platform/graphql/currentUser';
import { services } from '../../platform/services';
import { Me, RegisterAdminInput, RegisterAdminResult } from './auth.types';
import { describeViewer, recordLogin, registerAdmin } from './auth.service';

@Resolver()
export class AuthResolver {
  @Access('PUBLIC')
  @Query(() => Me, {
    nullable: true,
    description:
      'The signed-in user as the API sees them; null for an anonymous caller. A token that was sent but refused answers null too.',
  })
  async me(@OptionalUser() viewer: Viewer | null): Promise<Me | null> {
    return viewer ? describeViewer(viewer) : null;
  }

  @Access('PUBLIC')
  @Mutation(() => RegisterAdminResult, {
    description:
      'Creates an administrator account when the caller knows the server’s ADMIN_REGISTRATION_KEY. FORBIDDEN when registration is closed (no key set); BAD_USER_INPUT for a wrong key or a used e-mail; RATE_LIMITED after 5 attempts per address in 15 minutes.',
  })
  registerAdmin(
    @Arg('input', () => RegisterAdminInput, { description: 'The new account and the registration key.' }) input: RegisterAdminInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegisterAdminResult> {
    const { auth, config } = services();
    return registerAdmin(auth, config.adminRegistrationKey, input, ctx.request.ip);
  }

  @Access('SIGNED_IN')
  @Mutation(() => Boolean, {
    description: 'Records the sign-in time of the signed-in user (users/{uid}.lastLogin). Always true: a failed write is only logged.',
  })
  recordLogin(@CurrentUser() viewer: Viewer): Promise<boolean> {
    return recordLogin(viewer);
  }
}
