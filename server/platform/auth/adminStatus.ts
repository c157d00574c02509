/**
 * docs/requirements/access.md#admin-status, admin status: true if the identity token carries an `admin` claim of true or "true";
 * otherwise true if the user's `users` document has role `admin`; otherwise, or if that lookup fails, false.
 */
export async function resolveAdminStatus(
  claims: Record<string, unknown>,
  loadUserRole: () => Promise<string | null | undefined>,
): Promise<boolean> {
  if (claims.admin === true || claims.admin === 'true') return true;
  try {
    return (await loadUserRole()) === 'admin';
  } catch {
    return false;
  }
}
