import { constants as zlib } from 'node:zlib';

/**
 * The levels of the compressed copies the build writes next to its text files and the server sends
 * (docs/decisions/precompressed-assets.md): written once, so at the highest levels.
 */
export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
export const GZIP_OPTIONS = { level: 9 };
