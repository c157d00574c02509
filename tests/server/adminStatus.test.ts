import { resolveAdminStatus } from '../../server/platform/auth/adminStatus';

describe('docs/requirements/access.md#admin-status: admin status', () => {
  const role = (value: string | null) => jest.fn(async () => value);

  it('is true for an admin claim of true, without reading the users document', async () => {
    const lookup = role(null);
    await expect(resolveAdminStatus({ admin: true }, lookup)).resolves.toBe(true);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('is true for an admin claim of the text "true"', async () => {
    await expect(resolveAdminStatus({ admin: 'true' }, role(null))).resolves.toBe(true);
  });

  it('falls back to the users document role when the claim is absent or another value', async () => {
    await expect(resolveAdminStatus({}, role('admin'))).resolves.toBe(true);
    await expect(resolveAdminStatus({ admin: false }, role('admin'))).resolves.toBe(true);
    await expect(resolveAdminStatus({ admin: 'yes' }, role('company'))).resolves.toBe(false);
  });

  it('is false for any other role or no users document', async () => {
    await expect(resolveAdminStatus({}, role('company'))).resolves.toBe(false);
    await expect(resolveAdminStatus({}, role(null))).resolves.toBe(false);
  });

  it('is false when the users-document lookup fails', async () => {
    const failing = jest.fn(async () => {
      throw new Error('Firestore unavailable');
    });
    await expect(resolveAdminStatus({ admin: 'false' }, failing)).resolves.toBe(false);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
