// `scripts/lighthouse.sh --profile`: where a page's start-up spends the main thread on a slow phone.
//
//   node scripts/lib/page-profile.mjs URL COOKIE DIST OUT
//
// Opens URL in Debian's Chromium (CHROME_PATH) with the CPU slowed down 4× (as Lighthouse's mobile
// preset assumes), a phone's viewport and COOKIE (empty for nobody), three times, each in a fresh
// browser. Prints each load's LCP and long tasks (the tasks that make the Total Blocking Time), then,
// for the last load, the main thread's time by source: the package under node_modules or the file
// under src/, read through the source maps that DIST (a build with `hidden-source-map`) keeps next to
// its scripts. The last load's CPU profile is written to OUT, for Chromium's DevTools.
import { writeFileSync, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const require = createRequire(path.join(root, "frontend/package.json"));
const { chromium } = require("playwright");
const { SourceMapConsumer } = require("source-map-js");

const [url, cookie, dist, out] = process.argv.slice(2);
const LOADS = 3;
const CPU_SLOWDOWN = 4;

/** One load: its LCP, its long tasks ([start, duration] in ms) and its CPU profile. */
async function load() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "networkidle" });
    // The last renders and effects after the network went quiet.
    await page.waitForTimeout(500);
    const { profile } = await cdp.send("Profiler.stop");
    const [longTasks, lcp] = await page.evaluate(() => [
      window.__longTasks,
      window.__lcp,
    ]);
    return { longTasks, lcp, profile };
  } finally {
    await browser.close();
  }
}

/** Names the source of a profile's call frame: a package, a file under src/, or what V8 calls it. */
function sourceNamer() {
  const maps = new Map();
  const mapOf = (script) => {
    if (!maps.has(script)) {
      const file = path.join(dist, "assets", `${script}.map`);
      maps.set(
        script,
        existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8")))
          : null,
      );
    }
    return maps.get(script);
  };
  return ({ url: scriptUrl, lineNumber, columnNumber, functionName }) => {
    const script = scriptUrl.match(/\/assets\/([^/?]+\.js)$/)?.[1];
    if (!script)
      return scriptUrl
        ? path.basename(scriptUrl)
        : `(${functionName || "native"})`;
    const map = mapOf(script);
    if (!map) return script;
    const source = map.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    }).source;
    if (!source) return `${script} (unmapped)`;
    const inPackage = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    return inPackage
      ? inPackage[1]
      : source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  };
}

/** Milliseconds of samples by source, the CPU's own time in each (its callees not counted). */
function timeBySource(profile) {
  const name = sourceNamer();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const source = name(nodes.get(id).callFrame);
    totals.set(
      source,
      (totals.get(source) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000,
    );
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** Stops the run: a profile that cannot say what it measured would mislead whoever reads it. */
function fail(reason) {
  console.error(`page-profile: ${reason}`);
  process.exit(1);
}

let last;
// Every source any load's samples were traced to: a short task can fall between samples in one load.
const tracedSources = new Set();
for (let run = 1; run <= LOADS; run += 1) {
  last = await load();
  for (const [source] of timeBySource(last.profile)) tracedSources.add(source);
  if (!(last.lcp > 0)) fail(`load ${run} of ${url} drew nothing (no LCP)`);
  const blocking = last.longTasks.reduce(
    (sum, [, duration]) => sum + Math.max(0, duration - 50),
    0,
  );
  const tasks = last.longTasks
    .map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`)
    .join(" ");
  console.log(
    `load ${run}: LCP ${Math.round(last.lcp)} ms, blocking ${Math.round(blocking)} ms, long tasks (start+ms) ${tasks}`,
  );
}
writeFileSync(out, JSON.stringify(last.profile));
console.log(
  `main thread of load ${LOADS} by source (ms, at ${CPU_SLOWDOWN}× slower):`,
);
const bySource = timeBySource(last.profile);
for (const [source, ms] of bySource.slice(0, 25)) {
  console.log(`${ms.toFixed(0).padStart(8)}  ${source}`);
}
// At least React's own time must be named through the maps, or DIST's maps do not fit its scripts.
if (!tracedSources.has("react-dom")) {
  fail(
    `no time was traced back to react-dom: are ${dist}'s source maps those of its scripts?`,
  );
}
