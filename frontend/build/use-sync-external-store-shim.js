// React 18 and later have useSyncExternalStore; the `use-sync-external-store/shim` package that
// react-i18next imports only checks for it and falls back to its own copy. The production build
// points the shim here (webpack.config.js), so the fallback's code never ships.
export { useSyncExternalStore } from 'react';
