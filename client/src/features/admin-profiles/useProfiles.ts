import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminProfileFieldsFragment, ProfileInput } from '../../gql/graphql';
import {
  AdminAuthorQuery,
  AdminAuthorsQuery,
  AdminPartnerQuery,
  AdminPartnersQuery,
  CreateAuthorMutation,
  CreatePartnerMutation,
  SetAuthorRetiredMutation,
  SetPartnerRetiredMutation,
  UpdateAuthorMutation,
  UpdatePartnerMutation,
} from './adminProfiles.operations';
import type { ProfileKind } from './profileKinds';

export type AdminProfileRow = AdminProfileFieldsFragment;

/** Every profile of a kind (a short list, not paged). */
export function useProfileList(kind: ProfileKind) {
  const authors = useQuery(AdminAuthorsQuery, { skip: kind !== 'author', fetchPolicy: 'cache-and-network' });
  const partners = useQuery(AdminPartnersQuery, { skip: kind !== 'partner', fetchPolicy: 'cache-and-network' });
  const query = kind === 'author' ? authors : partners;
  const rows: AdminProfileRow[] | null = (kind === 'author' ? authors.data?.adminAuthors : partners.data?.adminPartners) ?? null;
  return { rows, loading: query.loading, error: query.error, refetch: () => query.refetch() };
}

/** One profile (skipped when creating). */
export function useProfile(kind: ProfileKind, slug: string | null) {
  const author = useQuery(AdminAuthorQuery, {
    variables: { slug: slug ?? '' },
    skip: kind !== 'author' || !slug,
    fetchPolicy: 'network-only',
  });
  const partner = useQuery(AdminPartnerQuery, {
    variables: { slug: slug ?? '' },
    skip: kind !== 'partner' || !slug,
    fetchPolicy: 'network-only',
  });
  const query = kind === 'author' ? author : partner;
  const profile: AdminProfileRow | null = (kind === 'author' ? author.data?.adminAuthor : partner.data?.adminPartner) ?? null;
  return { profile, loading: query.loading, error: query.error };
}

/** The kind's create, update and retire mutations, answering the profile as it now is. */
export function useProfileMutations(kind: ProfileKind) {
  const [createAuthor] = useMutation(CreateAuthorMutation);
  const [createPartner] = useMutation(CreatePartnerMutation);
  const [updateAuthor] = useMutation(UpdateAuthorMutation);
  const [updatePartner] = useMutation(UpdatePartnerMutation);
  const [retireAuthor] = useMutation(SetAuthorRetiredMutation);
  const [retirePartner] = useMutation(SetPartnerRetiredMutation);
  return {
    async create(variables: { slug: string; input: ProfileInput }): Promise<AdminProfileRow> {
      if (kind === 'author') return (await createAuthor({ variables })).data!.createAuthor;
      return (await createPartner({ variables })).data!.createPartner;
    },
    async update(variables: { slug: string; input: ProfileInput; expectedUpdatedAt: string | null }): Promise<AdminProfileRow> {
      if (kind === 'author') return (await updateAuthor({ variables })).data!.updateAuthor;
      return (await updatePartner({ variables })).data!.updatePartner;
    },
    async setRetired(slug: string, retired: boolean): Promise<AdminProfileRow> {
      if (kind === 'author') return (await retireAuthor({ variables: { slug, retired } })).data!.setAuthorRetired;
      return (await retirePartner({ variables: { slug, retired } })).data!.setPartnerRetired;
    },
  };
}
