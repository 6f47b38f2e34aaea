import { gzipSync } from 'node:zlib';
import { GZIP_OPTIONS } from './compression.js';

const KIB = 1024;
const formatKiB = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * Fails the production build when the JavaScript a visitor downloads grows past the budget:
 * the initial load (every entry chunk) and what each lazily loaded page adds to it, gzipped as sent.
 */
export class BundleBudgetPlugin {
  /**
   * `dataChunks` gives a budget of its own to lazily loaded data that no page needs to show, named
   * by the request that loads it (the password-strength dictionaries, fetched on first typing).
   */
  constructor({ initialKiB, lazyChunkKiB, dataChunks = [] }) {
    this.initialLimit = initialKiB * KIB;
    this.lazyChunkLimit = lazyChunkKiB * KIB;
    this.dataChunks = dataChunks.map(({ test, kiB }) => ({ test, limit: kiB * KIB }));
  }

  limitOf(groupName) {
    return this.dataChunks.find(({ test }) => test.test(groupName))?.limit ?? this.lazyChunkLimit;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BundleBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.check(compilation),
      );
    });
  }

  check(compilation) {
    const gzippedJs = (files) =>
      files
        .filter((file) => file.endsWith('.js'))
        .reduce((total, file) => total + gzipSync(compilation.getAsset(file).source.buffer(), GZIP_OPTIONS).length, 0);

    const initialFiles = new Set();
    for (const entrypoint of compilation.entrypoints.values()) {
      for (const file of entrypoint.getFiles()) initialFiles.add(file);
    }
    const initialSize = gzippedJs([...initialFiles]);

    const lazyGroups = compilation.chunkGroups
      .filter((group) => !group.isInitial())
      .map((group) => ({
        name: group.origins.map((origin) => origin.request).join(', '),
        size: gzippedJs(group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !initialFiles.has(file))),
      }))
      .sort((a, b) => b.size - a.size);

    const report = [`initial JS: ${formatKiB(initialSize)} gzipped (budget ${formatKiB(this.initialLimit)})`];
    for (const group of lazyGroups) report.push(`lazy ${group.name}: ${formatKiB(group.size)} gzipped`);
    compilation.getLogger('BundleBudgetPlugin').info(report.join('\n'));

    if (initialSize > this.initialLimit) {
      compilation.errors.push(
        new Error(`Initial JS is ${formatKiB(initialSize)} gzipped, over the ${formatKiB(this.initialLimit)} budget.`),
      );
    }
    for (const group of lazyGroups.filter((g) => g.size > this.limitOf(g.name))) {
      compilation.errors.push(
        new Error(
          `${group.name} adds ${formatKiB(group.size)} gzipped, over the ${formatKiB(this.limitOf(group.name))} budget.`,
        ),
      );
    }
  }
}
