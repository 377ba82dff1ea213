// The upload processing figure of issue 31: "a 5 MB phone photo is processed in ≤ 1 s on one core".
// A 4032×3024 phone-like JPEG (~5 MB, Orientation 6) and a HEIC of the same picture (heif-enc, x265)
// are made here, then processUpload runs on each in a child pinned to one core.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const CHILD = new URL('./documents-child.mjs', import.meta.url).pathname;
const WIDTH = 4032;
const HEIGHT = 3024;

/** Gradients under seeded noise: noise keeps the JPEG near a phone's 5 MB, where a flat picture would be 300 KB. */
async function phonePhoto() {
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed / 0x7fffffff - 0.5) * 40;
      rgb[i] = 60 + (140 * x) / WIDTH + n;
      rgb[i + 1] = 90 + (100 * y) / HEIGHT + n;
      rgb[i + 2] = 170 - (80 * (x + y)) / (WIDTH + HEIGHT) + n;
    }
  return sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Samsung', Model: 'SM-A155M' } })
    .toBuffer();
}

const CORE_PINNED = existsSync('/usr/bin/taskset');

/** Runs processUpload `runs` times on each file in a child on core 0; prints and returns the figures. */
export async function benchDocuments({ runs = 10, nodeFlags = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-documents-'));
  try {
    const jpeg = join(dir, 'phone.jpg');
    writeFileSync(jpeg, await phonePhoto());
    const heic = join(dir, 'phone.heic');
    execFileSync('heif-enc', ['-q', '50', '-o', heic, jpeg]);
    const files = [
      { name: 'JPEG 4032×3024', path: jpeg },
      { name: 'HEIC 4032×3024', path: heic },
    ];
    const node = [...nodeFlags, '--import', 'tsx', CHILD, String(runs), ...files.map((f) => f.path)];
    const child = CORE_PINNED
      ? spawnSync('taskset', ['-c', '0', process.execPath, ...node], { encoding: 'utf8' })
      : spawnSync(process.execPath, node, { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`documents bench failed: ${child.stderr}`);
    const results = JSON.parse(child.stdout.trim().split('\n').at(-1));
    // On a shared machine the wall time includes waiting for the core; the CPU time is the photo's own cost.
    console.log(
      `processUpload, ${CORE_PINNED ? 'one core (taskset -c 0)' : 'NOT pinned (no taskset)'}, ${runs} runs each, ` +
        `load average ${loadavg()[0].toFixed(1)}; budget 1 s of CPU a photo:`,
    );
    results.forEach((r, i) => {
      const mb = (readFileSync(files[i].path).length / 1024 / 1024).toFixed(2);
      console.log(
        `  ${files[i].name.padEnd(16)} ${mb.padStart(5)} MB  p50=${r.p50.toFixed(0)}ms p95=${r.p95.toFixed(0)}ms ` +
          `cpu=${r.cpuMs.toFixed(0)}ms/photo  stored ${(r.bytes / 1024).toFixed(0)} KB ${r.width}×${r.height}  ` +
          `peak RSS ${r.peakRssMb.toFixed(0)} MB` +
          (r.cpuMs > 1000 ? '  OVER the 1 s budget' : ''),
      );
    });
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
