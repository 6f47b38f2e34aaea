import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { BundleBudgetPlugin } from './build/bundle-budget-plugin.js';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './build/compression.js';
import { PrerenderPlugin } from './build/prerender-plugin.js';
import { PublicFilesPlugin } from './build/public-files-plugin.js';
import { swcOptions } from './build/swc-options.js';

const root = path.dirname(fileURLToPath(import.meta.url));

// Text files get compressed copies, made once at the highest levels; the server sends the one the
// browser prefers (docs/decisions/precompressed-assets.md).
const compressedText = /\.(js|css|html|svg|webmanifest)$/;
const compressedCopy = (extension, algorithm, compressionOptions) =>
  new CompressionPlugin({
    filename: `[path][base].${extension}`,
    algorithm,
    compressionOptions,
    test: compressedText,
    threshold: 1024,
    minRatio: 0.9,
  });

// What the first page needs from node_modules, whatever the page.
const initialLibraries = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  '@reduxjs',
  'redux',
  'react-redux',
  'immer',
  'reselect',
  'redux-thunk',
  '@mantine',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'clsx',
  'tslib',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'react-error-boundary',
];

export default (_env, argv) => {
  const production = argv.mode === 'production';
  // The server serves /assets/* as immutable, so every file there must change name when its content does.
  // The lazy chunks' names carry a shorter hash (8 hex digits, 32 bits, with the chunk's id beside
  // it): the start-up code lists every one of them, and that list rides in the initial JavaScript.
  const hashed = (extension, digits = 16) =>
    production ? `assets/[name].[contenthash:${String(digits)}].${extension}` : `assets/[name].${extension}`;

  const resolve = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.join(root, 'src'),
      // Lighter production builds of libraries that ship their development build by default.
      ...(production && {
        // React Router's package exports its development build (warnings included) to every bundler.
        'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
        'use-sync-external-store/shim$': path.join(root, 'build/use-sync-external-store-shim.js'),
      }),
    },
  };
  const typescript = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'swc-loader', options: swcOptions({ development: !production }) },
  };

  // The pages drawn at build time (src/app/prerender.tsx) come from a bundle of their own, built for
  // Node once the browser's files are written and run there (docs/decisions/prerendered-pages.md).
  const prerenderBuild = {
    target: 'node',
    entry: './src/app/prerender.tsx',
    output: {
      path: path.join(root, 'node_modules/.cache/prerender'),
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module: { rules: [typescript] },
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };

  const browser = {
    entry: './src/index.tsx',
    output: {
      path: path.join(root, 'dist'),
      filename: hashed('js'),
      chunkFilename: hashed('js', 8),
      assetModuleFilename: production ? 'assets/[name].[contenthash:16][ext]' : 'assets/[name][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve,
    module: {
      rules: [typescript, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
    },
    // No source maps in production: the published bundle does not hand out the sources.
    devtool: production ? false : 'eval-cheap-module-source-map',
    optimization: {
      // The libraries every page loads share one long-lived file: a release that changes only the
      // portal's code leaves it in the browser's cache (the server sends /assets/* as immutable), and
      // one file compresses better than five (docs/performance.md). The webpack runtime rides in
      // main, which changes with every release anyway.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: {
            name: 'vendor',
            chunks: 'initial',
            priority: 20,
            test: new RegExp(`node_modules/(${initialLibraries.join('|')})/`),
          },
          // The first page's styles in one render-blocking file, the portal's few rules after
          // Mantine's: a second stylesheet of a few hundred bytes cost a request of its own.
          styles: { name: 'vendor', type: 'css/mini-extract', chunks: 'initial', priority: 30, enforce: true },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
      // The web app manifest and its icons, at fixed addresses (docs/decisions/installable-app.md).
      new PublicFilesPlugin({
        from: path.join(root, 'public'),
        files: ['manifest.webmanifest', 'icons/'],
        exclude: [/\.svg$/],
      }),
      // The service worker, production only: a worker in the dev server would serve stale bundles.
      production &&
        new InjectManifest({
          swSrc: path.join(root, 'service-worker/sw.ts'),
          swDest: 'sw.js',
          // The password-strength dictionaries load only when someone types a new password; the
          // compressed copies are the same files, negotiated by the browser.
          exclude: [/zxcvbn/, /\.LICENSE\.txt$/, /\.(br|gz)$/],
        }),
      production &&
        new PrerenderPlugin({
          build: prerenderBuild,
          // What MantineProvider sets on <html> once it runs, for the light scheme (theme.ts).
          htmlAttributes: { 'data-mantine-color-scheme': 'light', 'data-respect-reduced-motion': 'true' },
        }),
      // V8's compile hint on top of every script but the password dictionaries' (mostly data): a
      // function V8 has not compiled is compiled on the main thread when first called, in the
      // middle of a page's start; with the hint, Chromium compiles the whole script on a background
      // thread as it downloads. Nearly every one is the start-up's or a page's, mostly run as it
      // draws (docs/performance.md). After the minifier, which drops comments; before the source
      // maps (same stage as this, hence the -1), the content hashes, the compressed copies and the
      // service worker's manifest, so that each sees the file as served.
      production &&
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /^assets\/.*\.js$/,
          exclude: /zxcvbn-/,
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
        }),
      production && compressedCopy('br', 'brotliCompress', BROTLI_OPTIONS),
      production && compressedCopy('gz', 'gzip', GZIP_OPTIONS),
      production &&
        new BundleBudgetPlugin({
          initialKiB: 150,
          lazyChunkKiB: 150,
          // The strength meter's dictionaries load when someone types a new password, never with a
          // page (docs/decisions/password-strength.md).
          dataChunks: [{ test: /^@zxcvbn-ts\/language-/, kiB: 300 }],
        }),
    ].filter(Boolean),
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
    },
  };

  return browser;
};
