import { useQuery } from '@apollo/client/react';
import { companyRoleRefusal, type CompanyPermission, type CompanyRoleName } from '../../../../common/companyTeam';
import { MyCompanyQuery } from './auth.operations';
import { storedValue } from '../enums';

/**
 * The signed-in user's role in their company, from the query the guard already ran (docs/decisions/0049):
 * `refusal(permission)` is the server's own reason, for the screens that hide or disable what a role cannot do.
 */
export function useCompanyRole() {
  const { data } = useQuery(MyCompanyQuery, { fetchPolicy: 'cache-first' });
  const role: CompanyRoleName | null = data?.myCompany?.myRole ? (storedValue(data.myCompany.myRole) as CompanyRoleName) : null;
  return {
    role,
    /** Why this user cannot do it; null when they can (or before the role is known: the server still decides). */
    refusal: (permission: CompanyPermission) => (role ? companyRoleRefusal(role, permission) : null),
  };
}
