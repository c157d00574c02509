import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { newIdempotencyKey, submitWithRetry } from '../../client/src/lib/submission';

describe('submitting without losing or doubling a record', () => {
  it('retries a network failure with the same request until it is answered', async () => {
    const key = newIdempotencyKey();
    const sentKeys: string[] = [];
    let calls = 0;
    const result = await submitWithRetry(async () => {
      sentKeys.push(key);
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return 'SFR-000123';
    }, [0, 0, 0]);
    expect(result).toBe('SFR-000123');
    expect(calls).toBe(3);
    expect(new Set(sentKeys)).toEqual(new Set([key]));
  });

  it('does not retry an answer from the server, such as a field error', async () => {
    let calls = 0;
    const answered = new CombinedGraphQLErrors({
      errors: [{ message: 'Some fields need your attention', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await expect(
      submitWithRetry(async () => {
        calls += 1;
        throw answered;
      }, [0, 0, 0]),
    ).rejects.toBe(answered);
    expect(calls).toBe(1);
  });

  it('gives up after the last retry and reports the network failure', async () => {
    let calls = 0;
    await expect(
      submitWithRetry(async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      }, [0, 0]),
    ).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(3);
  });

  it('makes keys the API accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
