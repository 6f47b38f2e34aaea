/** Compiler options shared by webpack (swc-loader) and Jest (@swc/jest). */
export function swcOptions({ development, commonjs = false }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', development } },
    },
    ...(commonjs ? { module: { type: 'commonjs' } } : {}),
  };
}
