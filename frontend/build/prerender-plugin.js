import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './compression.js';

const require = createRequire(import.meta.url);

/**
 * Shown under a drawn page that is still inert after a while: its scripts are slow or will not come,
 * and the page must not look usable and silent. React's first commit removes `inert`, which hides it.
 */
const LATE_NOTICE = 'O portal ainda está carregando. Se demorar, confira a sua conexão e recarregue a página.';
const LATE_NOTICE_STYLE = [
  '.late-notice{display:none}',
  '#root[inert]+.late-notice{display:block;visibility:hidden;position:fixed;inset:auto 0 0;margin:0;',
  'padding:12px 16px;background:#fff3bf;color:#3d2a00;font:16px/1.4 system-ui,sans-serif;text-align:center;',
  'animation:late-notice 0s 8s forwards}',
  '@keyframes late-notice{to{visibility:visible}}',
].join('');

/**
 * A signed-in page is drawn with the phone's layout (a bottom bar); a wide screen puts a sidebar
 * beside the page instead. There the drawn page stays invisible, so nothing moves when React draws
 * the wide layout; 48em is where the shell switches (Mantine's `sm`, src/lib/screen-width.ts).
 */
const NARROW_ONLY_STYLE = '@media (min-width:48em){#root[data-prerendered]{visibility:hidden}}';

/** A day as the portal writes it (27/11/2026, 2026-11-27, novembro de 2026, Novembro 2026). */
const DATE =
  /\b\d{2}\/\d{2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(\s+de)?\s+\d{4}\b/i;

/** A browser's storage on a first visit: nothing kept. */
function emptyStorage() {
  const items = new Map();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => void items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/**
 * Once the browser's build is written, builds `build` (a webpack configuration for Node whose entry is
 * src/app/prerender.tsx), loads it, draws each of its pages and writes them into the browser's build
 * as `prerendered/<who it is drawn for>/<path>.html`: its index.html with the drawn markup in #root,
 * and Brotli and gzip copies like every other text file. The server sends one of them instead of
 * index.html to a browser in the state it was drawn for (docs/decisions/prerendered-pages.md).
 *
 * #root is `inert` until React has drawn it again (src/index.tsx): nothing can be typed into the
 * drawn fields and then lost. A page drawn without its heading fails the build: it would be a page
 * in another state (a spinner, a redirect), not the one sent.
 */
export class PrerenderPlugin {
  constructor({ build, htmlAttributes }) {
    this.build = build;
    this.htmlAttributes = htmlAttributes;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        const bundle = await this.buildForNode(compiler.webpack, compiler.options.mode);
        await this.writePages(bundle, compilation.outputOptions.path);
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`prerendering failed: ${error.message}`));
      }
    });
  }

  /** Builds the Node bundle; returns its file. */
  async buildForNode(webpack, mode) {
    const nodeCompiler = webpack({ ...this.build, mode });
    const stats = await new Promise((resolve, reject) => {
      nodeCompiler.run((error, result) => (error ? reject(error) : resolve(result)));
    });
    await new Promise((resolve) => nodeCompiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return path.join(this.build.output.path, this.build.output.filename);
  }

  async writePages(bundle, dist) {
    globalThis.localStorage ??= emptyStorage();
    delete require.cache[bundle];
    const { PRERENDERED_PAGES, renderPage } = require(bundle);
    const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const page of PRERENDERED_PAGES) {
      const markup = await renderPage(page);
      const where = `${page.path} (${page.drawnFor})`;
      if (!/<h1[\s>]/.test(markup)) throw new Error(`${where} was drawn without its heading (<h1>)`);
      // The Content-Security-Policy runs no inline script: a part React sends apart, with a script to
      // put it in place, would stay a spinner.
      if (/<script[\s>]/.test(markup)) throw new Error(`${where} was drawn with an inline script`);
      // A drawn page holds no data, so a date in it comes from the build's clock: stale the next day.
      const date = markup.match(DATE);
      if (date) throw new Error(`${where} was drawn with a date (${date[0]}), which would be stale`);
      const file = path.join(dist, 'prerendered', page.drawnFor, `${page.path.replace(/^\//, '')}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      const html = Buffer.from(this.fill(template, markup, page));
      writeFileSync(file, html);
      writeFileSync(`${file}.br`, brotliCompressSync(html, BROTLI_OPTIONS));
      writeFileSync(`${file}.gz`, gzipSync(html, GZIP_OPTIONS));
    }
  }

  fill(template, markup, page) {
    const root = /<div id="?root"?><\/div>/;
    const html = /<html([^>]*)>/;
    if (!root.test(template) || !html.test(template)) {
      throw new Error(`index.html has no empty #root or no <html> tag to draw ${page.path} into`);
    }
    const attributes = Object.entries(this.htmlAttributes)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    const style = page.drawnFor === 'anonymous' ? LATE_NOTICE_STYLE : LATE_NOTICE_STYLE + NARROW_ONLY_STYLE;
    // The drawn fields have no names: a browser too old for `inert` that sends the drawn form before
    // React runs (Enter in a field) sends nothing in the address, no password.
    const nameless = markup.replace(/(<(?:input|select|textarea|button)\b[^>]*?)\sname="[^"]*"/g, '$1');
    return template
      .replace(html, (_, existing) => `<html${existing}${attributes}>`)
      .replace('</head>', () => `<style>${style}</style></head>`)
      .replace(
        root,
        () =>
          `<div id="root" inert data-prerendered="${page.drawnFor}">${nameless}</div><p class="late-notice" role="status">${LATE_NOTICE}</p>`,
      );
  }
}
