import { currentIdToken } from '../../lib/firebaseAuth';
import { paths } from '../../lib/paths';

export interface DraftRequest {
  brief: { topic: string; audience: string; keyword: string };
  outline: { title: string; excerpt: string; sections: Array<{ heading: string; points: string[] }> };
  category: string | null;
  authorSlug: string | null;
}

export type DraftOutcome =
  | { kind: 'saved'; postId: string; editPath: string }
  | { kind: 'error'; message: string; fieldErrors?: Array<{ path: string; message: string }> };

/**
 * Streams the draft from POST /api/admin/ai/post-draft (server-sent events read with fetch + ReadableStream):
 * `onText` gets each piece as it arrives. Aborting `signal` cancels the request, and with it the provider call;
 * nothing is saved then.
 */
export async function streamDraft(request: DraftRequest, onText: (text: string) => void, signal: AbortSignal): Promise<DraftOutcome> {
  const token = await currentIdToken();
  const response = await fetch('/api/admin/ai/post-draft', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      fieldErrors?: Array<{ path: string; message: string }>;
    } | null;
    return {
      kind: 'error',
      message: body?.message ?? `The draft could not be started (HTTP ${response.status}).`,
      fieldErrors: body?.fieldErrors,
    };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let outcome: DraftOutcome = {
    kind: 'error',
    message: 'The connection closed before the draft was finished. Nothing was saved: try again.',
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!data) continue;
      const payload = JSON.parse(data) as { text?: string; postId?: string; editPath?: string; message?: string };
      if (event === 'delta' && payload.text) onText(payload.text);
      else if (event === 'done' && payload.postId)
        outcome = { kind: 'saved', postId: payload.postId, editPath: payload.editPath ?? paths.admin.post(payload.postId) };
      else if (event === 'error') outcome = { kind: 'error', message: payload.message ?? 'The draft failed. Nothing was saved.' };
    }
  }
  return outcome;
}
