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
 * worker file would need its own bundle entry. It gets one file at a time.
 */
const source = `
const { parentPort, workerData } = require('node:worker_threads');
// libheif prints parse errors on stdout; the refusal already says the file is damaged.
console.log = () => {};
const decodeAll = require(workerData.decoder).all;
parentPort.on('message', async ({ input, maxPixels }) => {
  let images;
  try {
    images = await decodeAll({ buffer: input });
  } catch {
    return parentPort.postMessage({ refused: 'damaged' });
  }
  try {
    const primary = images[0];
    if (!primary || !(primary.width > 0) || !(primary.height > 0)) return parentPort.postMessage({ refused: 'damaged' });
    if (primary.width * primary.height > maxPixels) return parentPort.postMessage({ refused: 'tooManyPixels' });
    const { width, height, data } = await primary.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: pixels }, [pixels.buffer]);
  } catch {
    parentPort.postMessage({ refused: 'damaged' });
  } finally {
    images.dispose();
  }
});
`;

const decoder = createRequire(import.meta.url).resolve('heic-decode');

interface Job {
  input: Buffer;
  maxPixels: number;
  resolve: (answer: HeicDecoded) => void;
}

/**
 * One decode at a time, in one worker: libheif's wasm is one memory, and a second 12 MP decode in
 * parallel would only double the peak. After a damaged file the worker is replaced, since a wasm
 * that aborted mid-decode is not safe to reuse; the photos waiting behind it are not affected.
 */
const queue: Job[] = [];
let current: { job: Job; worker: Worker; timer: NodeJS.Timeout } | undefined;
let idle: { worker: Worker; timer: NodeJS.Timeout } | undefined;

function spawnWorker(): Worker {
  const worker = new Worker(source, { eval: true, workerData: { decoder } });
  worker.on('message', (answer: HeicDecoded) => finish(worker, answer));
  worker.on('error', () => finish(worker, { refused: 'damaged' }));
  worker.on('exit', () => finish(worker, { refused: 'damaged' }));
  return worker;
}

/** The job on `worker` ends with `answer`; a worker that failed is ended; the next job starts. */
function finish(worker: Worker, answer: HeicDecoded) {
  if (idle?.worker === worker) idle = undefined;
  if (current?.worker !== worker) return;
  const { job, timer } = current;
  current = undefined;
  clearTimeout(timer);
  job.resolve(answer);
  if ('refused' in answer && answer.refused === 'damaged') void worker.terminate();
  else if (queue.length === 0) {
    // Idle: the process may exit without it, and it ends itself after a while.
    worker.unref();
    idle = { worker, timer: setTimeout(() => void worker.terminate(), IDLE_MS).unref() };
  }
  next('refused' in answer && answer.refused === 'damaged' ? undefined : worker);
}

function next(reusable?: Worker) {
  const job = queue.shift();
  if (!job) return;
  let worker = reusable;
  if (!worker && idle) {
    clearTimeout(idle.timer);
    worker = idle.worker;
  }
  idle = undefined;
  worker ??= spawnWorker();
  worker.ref();
  const timer = setTimeout(() => void worker.terminate(), DECODE_TIMEOUT_MS);
  current = { job, worker, timer };
  worker.postMessage({ input: job.input, maxPixels: job.maxPixels });
}

/** Decodes a HEIC's primary image in the worker, off the event loop; dimensions checked before decoding. */
export function decodeHeicInWorker(input: Buffer, maxPixels: number): Promise<HeicDecoded> {
  return new Promise((resolve) => {
    queue.push({ input, maxPixels, resolve });
    if (!current) next();
  });
}
