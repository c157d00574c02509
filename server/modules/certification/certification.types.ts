import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum CertificateStatus {
  valid = 'valid',
  expired = 'expired',
  revoked = 'revoked',
}
registerEnumType(CertificateStatus, { name: 'CertificateStatus' });

@ObjectType({ description: 'A removal company certificate, publicly verifiable by its number' })
export class Certificate {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'e.g. SFR-CERT-2026-0042' }) number!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => CertificateStatus) status!: CertificateStatus;
  @Field(() => ID) requestId!: string;
}
