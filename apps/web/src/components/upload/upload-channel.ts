import { request } from '../../lib/api.ts';

/** Our tus endpoint. Kept here, not in tus-upload.ts, so the dashboard can cancel without loading tus. */
export const TUS_PATH = '/files/';

/**
 * Tells the tabs of this browser (this one included) about uploads that ended outside the tus client
 * that runs them: the dashboard cancelled one, or one failed or was cancelled in its modal (its row
 * is gone from the server, which sends no event for a removed row).
 */
export type UploadNotice = { type: 'cancelled' | 'ended'; projectId: string };
/**
 * ...and, every few seconds while bytes move, which uploads a tab of this browser is running, so the
 * dashboard offers "Choose the same file to resume" only for uploads nobody is running.
 */
export type UploadSignal = UploadNotice | { type: 'alive'; projectId: string };

const CHANNEL = 'wordreel-uploads';

export function announceUpload(notice: UploadSignal): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/** Listens for notices (from every tab, this one too); returns the unsubscribe function. */
export function onUploadNotice(listener: (notice: UploadNotice) => void): () => void {
  return onUploadSignal((signal) => {
    if (signal.type !== 'alive') listener(signal);
  });
}

/** Every signal, the 'alive' beats included. */
export function onUploadSignal(listener: (signal: UploadSignal) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<UploadSignal>) => listener(message.data);
  return () => channel.close();
}

/** How often a running upload says so, and how long the dashboard believes it. */
export const ALIVE_EVERY_MS = 2000;
export const ALIVE_FOR_MS = 6000;

/**
 * Terminates an upload in flight (tus DELETE): the server removes its files and its `uploading`
 * row. False when the server no longer has the upload (it finished meanwhile, or is gone).
 */
export async function terminateUpload(projectId: string): Promise<boolean> {
  const response = await request(`${TUS_PATH}${encodeURIComponent(projectId)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { 'Tus-Resumable': '1.0.0' },
  });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`Upload could not be cancelled (HTTP ${response.status}).`);
  announceUpload({ type: 'cancelled', projectId });
  return true;
}
