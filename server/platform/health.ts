import type { Request, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { db } from './firestore/firestore';
import type { TransactionStats } from './firestore/transactionIsolation';

export type { TransactionStats };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), ms).unref())]);
}

/**
 * `GET /healthz`: whether Firestore and Auth answer (200), or which one does not (503). The server that owns
 * an embedded store adds its transaction counts (commits, and aborts: each one a client's retry).
 */
export function healthCheck(auth: Auth, transactionStats: () => TransactionStats | null = () => null) {
  return async (_req: Request, res: Response) => {
    const checks = await Promise.allSettled([
      withTimeout(db().collection('meta').doc('health').get(), 3000, 'Firestore'),
      withTimeout(auth.listUsers(1), 3000, 'Auth'),
    ]);
    const [firestore, authStatus] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : `unreachable: ${(c.reason as Error).message}`));
    const healthy = checks.every((c) => c.status === 'fulfilled');
    const transactions = transactionStats();
    res
      .status(healthy ? 200 : 503)
      .json({ status: healthy ? 'ok' : 'degraded', firestore, auth: authStatus, ...(transactions ? { transactions } : {}) });
  };
}
