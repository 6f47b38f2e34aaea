import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies the files of public/ that keep a fixed address (the web app manifest and its icons)
 * into the build, unhashed: a manifest names its icons by URL, and browsers fetch the manifest
 * by the address in index.html. index.html and the favicon are HtmlWebpackPlugin's.
 */
export class PublicFilesPlugin {
  constructor({ from, files, exclude = [] }) {
    this.from = from;
    this.files = files;
    this.exclude = exclude;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of this.list()) {
            const file = path.join(this.from, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(readFileSync(file)));
          }
        },
      );
    });
  }

  list() {
    return this.files.flatMap((entry) =>
      entry.endsWith('/')
        ? readdirSync(path.join(this.from, entry))
            .filter((name) => !this.exclude.some((pattern) => pattern.test(name)))
            .map((name) => `${entry}${name}`)
        : [entry],
    );
  }
}
