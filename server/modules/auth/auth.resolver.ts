import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { Me, RegisterAdminInput, RegisterAdminResult } from './auth.types';
import { describeViewer, recordLogin, registerAdmin } from './auth.service';

@Resolver()
export class AuthResolver {
  @Query(() => Me, { nullable: true, description: 'The signed-in user, or null for anonymous callers' })
  async me(@Ctx() ctx: GraphQLContext): Promise<Me | null> {
    return ctx.viewer ? describeViewer(ctx.viewer) : null;
  }

  @Mutation(() => RegisterAdminResult, { description: 'Needs the server-side ADMIN_REGISTRATION_KEY; 5 attempts per address in 15 minutes' })
  registerAdmin(@Arg('input', () => RegisterAdminInput) input: RegisterAdminInput, @Ctx() ctx: GraphQLContext): Promise<RegisterAdminResult> {
    const { auth, config } = services();
    return registerAdmin(auth, config.adminRegistrationKey, input, ctx.request.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Merge-writes lastLogin of the signed-in user; failures are ignored' })
  recordLogin(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return recordLogin(ctx.viewer!);
  }
}
