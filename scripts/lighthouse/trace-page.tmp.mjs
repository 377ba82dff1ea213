// TEMP (not committed): CPU profile of a carrier page's first visit at 4x CPU throttle.
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { serverWithCarrier } from './carrier-with-loan.mjs';
const path = process.argv[2] ?? '/panel/agregar-pago';
const out = process.argv[3] ?? '/tmp/lh-light2/page.cpuprofile';
const runs = Number(process.argv[4] ?? 1);
const server = await serverWithCarrier('trace');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  for (let r = 0; r < runs; r++) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.goto(`${server.base}/robots.txt`);
    await page.evaluate((v) => localStorage.setItem('user', v), JSON.stringify(server.session));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      window.__lt = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    const lt = await page.evaluate(() => window.__lt);
    const tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log('longtasks', JSON.stringify(lt), 'TBT~', tbt);
    writeFileSync(out.replace('.cpuprofile', `-${r}.cpuprofile`), JSON.stringify(profile));
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
