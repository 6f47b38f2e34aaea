import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A feature's texts reach the browser with the modules that import its i18n.ts, in their chunks
// (docs/decisions/feature-texts.md). A module that shows a feature's texts without importing them
// would work wherever another module happened to bring them, and show bare keys elsewhere; this
// test reads the sources and holds every module to the rule.

const src = path.resolve(__dirname, '../..');
const featuresDir = path.join(src, 'features');

/** Every .ts and .tsx file below `dir`, tests left out. */
function sourcesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesBelow(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files that add texts: each feature's, and the form kit's. */
const textFiles = [
  ...readdirSync(featuresDir).map((feature) => path.join(featuresDir, feature, 'i18n.ts')),
  path.join(src, 'components', 'form', 'i18n.ts'),
];

/** Each text group a feature (or the form kit) adds, with the file that adds it. */
const groups = new Map<string, string>(
  textFiles.flatMap((file) => {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    return [...source.matchAll(/^addTexts\(\{ (\w+): \w+ \}\);$/gm)].map((match) => [match[1] ?? '', file] as const);
  }),
);

/** The files a module imports, resolved (`@/` and relative specifiers; packages left out). */
function importedFiles(file: string, source: string): Set<string> {
  const specifiers = [...source.matchAll(/^import (?:[^'"]+ from )?'([^']+)';$/gm)].map((match) => match[1] ?? '');
  return new Set(
    specifiers.flatMap((specifier) => {
      if (specifier.startsWith('@/')) return [path.join(src, `${specifier.slice(2)}.ts`)];
      if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), `${specifier}.ts`)];
      return [];
    }),
  );
}

const modules = [featuresDir, path.join(src, 'app'), path.join(src, 'components', 'form')]
  .flatMap(sourcesBelow)
  .filter((file) => !/(^|[-/])i18n\.ts$/.test(file) && !file.includes(`${path.sep}i18n${path.sep}`));

describe('the features’ texts', () => {
  it('are found: each feature that has texts adds them under a group', () => {
    expect([...groups.keys()]).toEqual(
      expect.arrayContaining(['appointments', 'auth', 'documents', 'form', 'requests']),
    );
  });

  it('are imported by every module that shows them', () => {
    const missing = modules.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const imported = importedFiles(file, source);
      return [...groups]
        .filter(([group]) => new RegExp(`['"\`]${group}\\.`).test(source))
        .filter(([, texts]) => !imported.has(texts))
        .map(([group]) => `${path.relative(src, file)} shows ${group}.* without importing its i18n.ts`);
    });

    expect(missing).toEqual([]);
  });
});
