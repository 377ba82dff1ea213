import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the worker answers: the primary image's RGBA pixels, or why the file is refused. */
export type HeicDecoded =
  { width: number; height: number; data: Uint8Array } | { refused: 'damaged' | 'tooManyPixels' };

/** Past this a decode is abandoned (the worker is ended): no HEIC of 10 MB takes that long. */
const DECODE_TIMEOUT_MS = 30_000;
/** An idle worker is ended so its wasm memory (which never shrinks) goes back to the system. */
const IDLE_MS = 30_000;

/**
 * The worker's code, plain CommonJS: a string, because the API bundle rewrites `require` and a
 * worker file would need its own bundle entry. Jobs run one after the other: libheif's wasm is one
 * memory, and a second 12 MP decode in parallel would only double the peak.
 */
const source = `
const { parentPort, workerData } = require('node:worker_threads');
// libheif prints parse errors on stdout; the refusal already says the file is damaged.
console.log = () => {};
const decodeAll = require(workerData.decoder).all;
async function job({ id, input, maxPixels }) {
  let images;
  try {
    images = await decodeAll({ buffer: input });
  } catch {
    return parentPort.postMessage({ id, refused: 'damaged' });
  }
  try {
    const primary = images[0];
    if (!primary || !(primary.width > 0) || !(primary.height > 0)) return parentPort.postMessage({ id, refused: 'damaged' });
    if (primary.width * primary.height > maxPixels) return parentPort.postMessage({ id, refused: 'tooManyPixels' });
    const { width, height, data } = await primary.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ id, width, height, data: pixels }, [pixels.buffer]);
  } catch {
    parentPort.postMessage({ id, refused: 'damaged' });
  } finally {
    images.dispose();
  }
}
let queue = Promise.resolve();
parentPort.on('message', (message) => { queue = queue.then(() => job(message)); });
`;

const decoder = createRequire(import.meta.url).resolve('heic-decode');

interface Pending {
  resolve: (answer: HeicDecoded) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Ends the worker; whatever it was still decoding is refused as damaged. */
function stop() {
  const ended = worker;
  worker = undefined;
  clearTimeout(idle);
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.resolve({ refused: 'damaged' });
    pending.delete(id);
  }
  void ended?.terminate();
}

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(source, { eval: true, workerData: { decoder } });
  w.on('message', (answer: HeicDecoded & { id: number }) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    clearTimeout(job.timer);
    const { id: _, ...decoded } = answer;
    job.resolve(decoded);
    if (pending.size === 0) {
      // Idle: the process may exit without it, and it ends itself after a while.
      w.unref();
      idle = setTimeout(stop, IDLE_MS).unref();
    }
  });
  // A crash in the decoder (a hostile file aborting the wasm) refuses what was queued; the next upload starts a new one.
  w.on('error', () => worker === w && stop());
  w.on('exit', () => worker === w && stop());
  worker = w;
  return w;
}

/** Decodes a HEIC's primary image in the worker, off the event loop; dimensions checked before decoding. */
export function decodeHeicInWorker(input: Buffer, maxPixels: number): Promise<HeicDecoded> {
  return new Promise((resolve) => {
    const w = started();
    clearTimeout(idle);
    w.ref();
    const id = nextId++;
    const timer = setTimeout(stop, DECODE_TIMEOUT_MS);
    pending.set(id, { resolve, timer });
    w.postMessage({ id, input, maxPixels });
  });
}
