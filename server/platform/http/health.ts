import type { Request, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { db } from '../firestore/firestore';
import type { TransactionStats } from '../firestore/transactionIsolation';
import type { UploadStorage } from '../uploads/uploadStore';

export type { TransactionStats };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), ms).unref())]);
}

/**
 * `GET /healthz`: whether Firestore, Auth and the upload store answer (200), or which one does not (503),
 * and where uploads go (the bucket on a real project: docs/deploy.md). The server that owns an embedded
 * store adds its transaction counts (commits, and aborts: each one a client's retry).
 */
export function healthCheck(
  auth: Auth,
  transactionStats: () => TransactionStats | null = () => null,
  uploadStorage: () => UploadStorage | null = () => null,
) {
  return async (_req: Request, res: Response) => {
    const uploads = uploadStorage();
    const checks = await Promise.allSettled([
      withTimeout(db().collection('meta').doc('health').get(), 3000, 'Firestore'),
      withTimeout(auth.listUsers(1), 3000, 'Auth'),
      uploads ? withTimeout(uploads.check(), 3000, 'the upload store') : Promise.reject(new Error('not started')),
    ]);
    const [firestore, authStatus, uploadStatus] = checks.map((c) =>
      c.status === 'fulfilled' ? 'ok' : `unreachable: ${(c.reason as Error).message}`,
    );
    const healthy = checks.every((c) => c.status === 'fulfilled');
    const transactions = transactionStats();
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'degraded',
      firestore,
      auth: authStatus,
      uploads: { store: uploads?.kind ?? null, ...(uploads?.bucket ? { bucket: uploads.bucket } : {}), status: uploadStatus },
      ...(transactions ? { transactions } : {}),
    });
  };
}
