// Reads "PAGE PRESET REPORT…" lines from scripts/lighthouse.sh (one report per run), prints the table
// (and writes it to $REPORT), then every budget missed; exits 1 when any is. Of several runs of a page,
// the timings and the performance score are the median run's, as Lighthouse picks it
// (`computeMedianRun`: closest to the median first paint and time to interactive); the table also gives
// the range of the blocking time over the runs. Accessibility and best practices are each run's worst.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const { computeMedianRun, filterToValidRuns } = await import(
  pathToFileURL(
    path.join(root, "frontend/node_modules/lighthouse/core/lib/median-run.js"),
  ).href
);

const env = process.env;
const smoke = env.SMOKE === "true";
const initialJs = Number(env.INITIAL_JS);
const num = (name) => Number(env[name]);

/** What the table needs of one Lighthouse report. */
function readRun(file) {
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  const { categories, audits, environment } = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    lhr,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    // Lighthouse's score of the host's CPU before the run (higher is faster): the simulated
    // timings scale with it, so runs on different machines compare only at a like index.
    cpuIndex: environment?.benchmarkIndex,
    // What to look at when a score is short of 100.
    failing: ["accessibility", "best-practices"].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 &&
            audits[ref.id].score !== null &&
            audits[ref.id].score < 1,
        )
        .map((ref) => ref.id),
    ),
  };
}

const runs = readFileSync(0, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => {
    const [page, preset, ...files] = line.split(" ");
    const each = files.map(readRun);
    // A run with no first paint or no time to interactive cannot be a median; with none valid, the
    // first run is shown as it is (its score of 0 fails the budget).
    const valid = filterToValidRuns(each.map((run) => run.lhr));
    const chosen = valid.length ? computeMedianRun(valid) : each[0].lhr;
    const median = each.find((run) => run.lhr === chosen);
    const tbts = each.map((run) => run.tbt);
    return {
      page,
      preset,
      runCount: each.length,
      performance: median.performance,
      lcp: median.lcp,
      tbt: median.tbt,
      tbtRange: [Math.min(...tbts), Math.max(...tbts)],
      cls: median.cls,
      accessibility: Math.min(...each.map((run) => run.accessibility)),
      bestPractices: Math.min(...each.map((run) => run.bestPractices)),
      cpuIndexes: each.map((run) => run.cpuIndex).filter(Number.isFinite),
      failing: [...new Set(each.flatMap((run) => run.failing))],
    };
  });

const kb = (bytes) => (bytes / 1024).toFixed(1);
const budgets = {
  performance: {
    mobile: num("MOBILE_PERFORMANCE"),
    desktop: num("DESKTOP_PERFORMANCE"),
  },
  lcp: num("LCP_BUDGET_MS"),
  tbt: num("TBT_BUDGET_MS"),
  cls: num("CLS_BUDGET"),
};
// Each budget of a run: what it is, the value shown, and whether it passed. Timing budgets are the
// mobile preset's (desktop has only its performance score); the smoke run shows but does not enforce
// them, since the shared machine of `make test` is too noisy for timings.
const checks = (r) => {
  const mobile = r.preset === "mobile";
  return {
    performance: {
      shown: String(r.performance),
      pass: r.performance >= budgets.performance[r.preset],
      enforced: !smoke,
      what: `performance ${r.performance} < ${budgets.performance[r.preset]}`,
    },
    accessibility: {
      shown: String(r.accessibility),
      pass: r.accessibility === 100,
      enforced: true,
      what: `accessibility ${r.accessibility} < 100`,
    },
    bestPractices: {
      shown: String(r.bestPractices),
      pass: r.bestPractices === 100,
      enforced: true,
      what: `best practices ${r.bestPractices} < 100`,
    },
    lcp: {
      shown: (r.lcp / 1000).toFixed(2),
      pass: !mobile || r.lcp < budgets.lcp,
      enforced: mobile && !smoke,
      what: `LCP ${Math.round(r.lcp)} ms >= ${budgets.lcp} ms`,
    },
    tbt: {
      shown:
        r.runCount > 1
          ? `${Math.round(r.tbt)} (${r.tbtRange.map(Math.round).join("–")})`
          : String(Math.round(r.tbt)),
      pass: !mobile || r.tbt < budgets.tbt,
      enforced: mobile && !smoke,
      what: `TBT ${Math.round(r.tbt)} ms >= ${budgets.tbt} ms`,
    },
    cls: {
      shown: r.cls.toFixed(3),
      pass: !mobile || r.cls < budgets.cls,
      enforced: mobile && !smoke,
      what: `CLS ${r.cls.toFixed(3)} >= ${budgets.cls}`,
    },
  };
};
// PASS or FAIL after each value; "-" marks a value with no budget here (desktop timings) or one the
// smoke run does not enforce.
const mark = (check, timing) => {
  if (!check.enforced && (timing || smoke)) return `${check.shown} -`;
  return `${check.shown} ${check.pass ? "PASS" : "FAIL"}`;
};

const jsPass = initialJs < num("INITIAL_JS_BUDGET_KB") * 1024;
const cpuIndexes = runs.flatMap((r) => r.cpuIndexes);
const runCount = Math.max(...runs.map((r) => r.runCount));
const cpuLine = cpuIndexes.length
  ? `Host CPU (Lighthouse's benchmarkIndex, higher is faster): ${Math.round(Math.min(...cpuIndexes))} to ${Math.round(Math.max(...cpuIndexes))}.`
  : "Host CPU: not reported by Lighthouse.";
const lines = [
  `Budgets: performance >= ${budgets.performance.mobile} (mobile) / ${budgets.performance.desktop} (desktop); ` +
    `accessibility and best practices 100; mobile LCP < ${budgets.lcp / 1000} s, TBT < ${budgets.tbt} ms, ` +
    `CLS < ${budgets.cls}; initial JavaScript < ${env.INITIAL_JS_BUDGET_KB} KB gzipped.` +
    (smoke ? " Smoke run: timings shown, not enforced (-)." : "") +
    (runCount > 1
      ? ` Each page ${runCount} times: performance, LCP, TBT and CLS of the median run (TBT's range over the runs in brackets); accessibility and best practices of the worst run.`
      : ""),
  "",
  "| page | preset | performance | accessibility | best practices | LCP (s) | TBT (ms) | CLS |",
  "|---|---|---:|---:|---:|---:|---:|---:|",
  ...runs.map((r) => {
    const c = checks(r);
    return (
      `| ${r.page} | ${r.preset} | ${mark(c.performance, false)} | ${mark(c.accessibility, false)} | ` +
      `${mark(c.bestPractices, false)} | ${mark(c.lcp, true)} | ${mark(c.tbt, true)} | ${mark(c.cls, true)} |`
    );
  }),
  "",
  `Initial JavaScript: ${kb(initialJs)} KB gzipped (budget ${env.INITIAL_JS_BUDGET_KB} KB): ${jsPass ? "PASS" : "FAIL"}.`,
  cpuLine,
];
const table = lines.join("\n");
console.log(table);
writeFileSync(
  env.REPORT,
  `# Lighthouse report\n\n${new Date().toISOString()}${smoke ? ", smoke run" : ""}\n\n${table}\n`,
);

const missed = [];
if (!jsPass)
  missed.push(
    `initial JavaScript ${kb(initialJs)} KB >= ${env.INITIAL_JS_BUDGET_KB} KB`,
  );
for (const r of runs) {
  const where = `${r.page} (${r.preset})`;
  for (const check of Object.values(checks(r))) {
    if (check.enforced && !check.pass) missed.push(`${where}: ${check.what}`);
  }
  if (r.failing.length)
    missed.push(`${where}: failing audits: ${r.failing.join(", ")}`);
}
if (missed.length) {
  console.error(`[lighthouse] budgets missed:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
console.error(
  `[lighthouse] every budget met (${runs.length} pages and presets)`,
);
