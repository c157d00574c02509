import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

interface StoredObject {
  data: Buffer;
  contentType: string;
  metadata: Record<string, string>;
  generation: number;
}

function crc32cOf(data: Buffer): string {
  const crc = new CRC32C();
  crc.update(data);
  return crc.toString();
}

export interface FakeGcs {
  /** Pass as STORAGE_EMULATOR_HOST. */
  url: string;
  objects: Map<string, StoredObject>;
  /** Every request, as `METHOD path`, for assertions about what the store did. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the parts of the Cloud Storage JSON API that @tus/gcs-store uses through the real
 * @google-cloud/storage client: resumable uploads, object metadata (get, patch), compose, media download
 * and delete, one bucket, in memory. Objects are keyed by name.
 */
export async function startFakeGcs(): Promise<FakeGcs> {
  const objects = new Map<string, StoredObject>();
  const sessions = new Map<string, { name: string; contentType: string; metadata: Record<string, string>; received: Buffer }>();
  const requests: string[] = [];
  let generation = 1;
  const state: FakeGcs = { url: '', objects, requests, close: async () => undefined };

  const resource = (name: string, object: StoredObject) => ({
    kind: 'storage#object',
    id: `bucket/${name}/${object.generation}`,
    name,
    bucket: 'bucket',
    generation: String(object.generation),
    size: String(object.data.length),
    // The client checks what it sent against these.
    md5Hash: crypto.createHash('md5').update(object.data).digest('base64'),
    crc32c: crc32cOf(object.data),
    contentType: object.contentType,
    metadata: object.metadata,
  });
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: http.ServerResponse, name: string) =>
    json(res, 404, {
      error: { code: 404, message: `No such object: bucket/${name}`, errors: [{ reason: 'notFound', message: 'No such object' }] },
    });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);

      // Resumable upload: start a session, then PUT the bytes (possibly in pieces, 308 until the last).
      const upload = /^\/upload\/storage\/v1\/b\/[^/]+\/o$/.exec(url.pathname);
      if (upload && method === 'POST' && url.searchParams.get('uploadType') === 'resumable') {
        const meta = body.length
          ? (JSON.parse(body.toString('utf8')) as { name?: string; metadata?: Record<string, string>; contentType?: string })
          : {};
        const name = url.searchParams.get('name') ?? meta.name ?? '';
        const id = crypto.randomBytes(8).toString('hex');
        sessions.set(id, {
          name,
          contentType: meta.contentType ?? String(req.headers['x-upload-content-type'] ?? 'application/octet-stream'),
          metadata: meta.metadata ?? {},
          received: Buffer.alloc(0),
        });
        res.writeHead(200, { Location: `${state.url}/upload/storage/v1/b/bucket/o?uploadType=resumable&upload_id=${id}` });
        return res.end();
      }
      if (upload && method === 'PUT' && url.searchParams.get('upload_id')) {
        const session = sessions.get(url.searchParams.get('upload_id')!);
        if (!session) return json(res, 404, { error: { code: 404, message: 'No such upload session' } });
        session.received = Buffer.concat([session.received, body]);
        const range = String(req.headers['content-range'] ?? '');
        const total = /\/(\d+)$/.exec(range)?.[1];
        // `bytes 0-*/*`: the client streams the whole upload in this one request, of a size it did not know.
        const wholeStream = /^bytes \d+-\*\/\*$/.test(range);
        if (!wholeStream && (total === undefined || Number(total) !== session.received.length)) {
          res.writeHead(308, session.received.length ? { Range: `bytes=0-${session.received.length - 1}` } : {});
          return res.end();
        }
        const object = { data: session.received, contentType: session.contentType, metadata: session.metadata, generation: generation++ };
        objects.set(session.name, object);
        sessions.delete(url.searchParams.get('upload_id')!);
        return json(res, 200, resource(session.name, object));
      }

      const compose = /^(?:\/storage\/v1)?\/b\/[^/]+\/o\/([^/]+)\/compose$/.exec(url.pathname);
      if (compose && method === 'POST') {
        const name = decodeURIComponent(compose[1]);
        const { sourceObjects } = JSON.parse(body.toString('utf8')) as { sourceObjects: Array<{ name: string }> };
        const sources = sourceObjects.map((source) => objects.get(source.name));
        const missing = sourceObjects.find((_, i) => !sources[i]);
        if (missing) return notFound(res, missing.name);
        const first = sources[0]!;
        const object = {
          data: Buffer.concat(sources.map((source) => source!.data)),
          contentType: first.contentType,
          metadata: { ...first.metadata },
          generation: generation++,
        };
        objects.set(name, object);
        return json(res, 200, resource(name, object));
      }

      // Listing a bucket's objects (what /healthz does to see the bucket is there and usable).
      const list = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (list && method === 'GET') {
        if (decodeURIComponent(list[1]) !== 'bucket')
          return json(res, 404, { error: { code: 404, message: 'The specified bucket does not exist.' } });
        const names = [...objects.keys()].sort().slice(0, Number(url.searchParams.get('maxResults') ?? 1000));
        return json(res, 200, { kind: 'storage#objects', items: names.map((name) => resource(name, objects.get(name)!)) });
      }

      const single = /^(?:\/download)?(?:\/storage\/v1)?\/b\/[^/]+\/o\/([^/]+)$/.exec(url.pathname);
      if (single) {
        const name = decodeURIComponent(single[1]);
        const object = objects.get(name);
        if (method === 'DELETE') {
          if (!objects.delete(name)) return notFound(res, name);
          res.writeHead(204);
          return res.end();
        }
        if (!object) return notFound(res, name);
        if (method === 'GET' && url.searchParams.get('alt') === 'media') {
          res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.data.length });
          return res.end(object.data);
        }
        if (method === 'GET') return json(res, 200, resource(name, object));
        if (method === 'PATCH') {
          const patch = JSON.parse(body.toString('utf8')) as { metadata?: Record<string, string | null> };
          for (const [key, value] of Object.entries(patch.metadata ?? {})) {
            if (value === null) delete object.metadata[key];
            else object.metadata[key] = value;
          }
          object.generation = generation++;
          return json(res, 200, resource(name, object));
        }
      }
      json(res, 501, { error: { code: 501, message: `The fake does not implement ${method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
