import type { BuildSchemaOptions } from 'type-graphql';
import { authChecker } from './authChecker';
import { authDirective } from './access';

/**
 * How every schema of this server is built from its resolver classes: the whole one (server/schema.ts) and the
 * early one (server/earlySchema.ts) check who may call a field the same way.
 */
export const SCHEMA_BUILD_RULES: Omit<BuildSchemaOptions, 'resolvers'> = {
  directives: [authDirective],
  authChecker,
  authMode: 'error',
  validate: false,
  emitSchemaFile: false,
  // The check runs an introspection query over the whole schema, a tenth of a second of a cold start. The
  // schema is the same code in production as in every test run and `npm run codegen:check`, which check it.
  skipCheck: process.env.NODE_ENV === 'production',
};
