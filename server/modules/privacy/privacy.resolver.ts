import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { AdminActor } from '../../platform/graphql/currentUser';
import { eraseSubjectData, subjectAccessExport, subjectAccessSearch } from './privacy.service';
import { SubjectAccessResult, SubjectErasureResult } from './privacy.types';

const EMAIL = { nullable: true, description: 'The person’s e-mail address (any case); left out: search by phone only.' } as const;
const PHONE = {
  nullable: true,
  description: 'The person’s UK phone number, with or without spaces or +44; left out: by e-mail only.',
} as const;

/** UK GDPR subject requests (docs/requirements/privacy.md). */
@Resolver()
export class PrivacyResolver {
  @Access('ADMIN')
  @Query(() => SubjectAccessResult, {
    description:
      'Every record held about a homeowner, found by e-mail and/or phone, grouped by kind. BAD_USER_INPUT when neither is given or one is not valid.',
  })
  subjectAccessSearch(
    @Arg('email', () => String, EMAIL) email: string | null,
    @Arg('phone', () => String, PHONE) phone: string | null,
  ): Promise<SubjectAccessResult> {
    return subjectAccessSearch(email ?? null, phone ?? null);
  }

  @Access('ADMIN')
  @Query(() => String, {
    description:
      'The subject access export: every record found, whole, as JSON text to save as a file. Recorded (who, when, how many; not the person’s details) in the privacy audit.',
  })
  subjectAccessExport(
    @Arg('email', () => String, EMAIL) email: string | null,
    @Arg('phone', () => String, PHONE) phone: string | null,
    @AdminActor() by: string,
  ): Promise<string> {
    return subjectAccessExport(email ?? null, phone ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => SubjectErasureResult, {
    description:
      'Erases a homeowner under UK GDPR: anonymises in place every record found (name, e-mail, phone, notes and messages become "erased", postcodes their district), keeps leads’ references, prices and purchases and every payment, records who and when in each record’s history and in the privacy audit. `confirm` must repeat the e-mail or phone.',
  })
  eraseSubjectData(
    @Arg('email', () => String, EMAIL) email: string | null,
    @Arg('phone', () => String, PHONE) phone: string | null,
    @Arg('confirm', () => String, { description: 'The e-mail address or phone number searched for, typed again.' }) confirm: string,
    @AdminActor() by: string,
  ): Promise<SubjectErasureResult> {
    return eraseSubjectData(email ?? null, phone ?? null, confirm, by);
  }
}
