// Child of documents.mjs (run pinned to one core, with tsx): processUpload on each file given, `runs` times.
// Prints one JSON line: per file p50/p95 wall ms, CPU ms per call (all threads), the stored size.
import { readFileSync } from 'node:fs';
import { processUpload } from '../../apps/api/src/modules/documents/process-upload.ts';

const [runs, ...paths] = process.argv.slice(2);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const results = [];
for (const path of paths) {
  const input = readFileSync(path);
  // The first call loads libheif's wasm and warms libvips: a server pays it once, not per upload.
  await processUpload(input);
  const times = [];
  const cpu = process.cpuUsage();
  let last;
  for (let i = 0; i < Number(runs); i++) {
    const started = performance.now();
    last = await processUpload(input);
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  results.push({
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpuMs: (used.user + used.system) / 1000 / Number(runs),
    bytes: last.bytes,
    width: last.width,
    height: last.height,
    // Peak resident memory of the whole process so far (libheif's wasm memory included), in MB.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  });
}
console.log(JSON.stringify(results));
