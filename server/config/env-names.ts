// The environment variables a source file reads, by the three ways the programs read them:
// `process.env.NAME`, `process.env['NAME']`, and the benches' `env('NAME', fallback)` helper.
// The BFF's and the simulator's own variables are read through their zod schemas, whose keys the
// catalogue test takes from the schemas.
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
  /\benv\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  // A name held in a constant first (`const BUNDLE_VARIABLE = 'TEST_...'; process.env[BUNDLE_VARIABLE]`).
  /const [A-Z_]*VARIABLE = ['"]([A-Z][A-Z0-9_]*)['"]/g,
];

/** Names of the environment variables `source` reads, each once, in order of first read. */
export function envNamesRead(source: string): string[] {
  const names = new Set<string>();
  for (const pattern of READS) for (const match of source.matchAll(pattern)) names.add(match[1] ?? '');
  names.delete('');
  return [...names];
}

/** The keys of an environment schema written as a zod object, one `NAME: spec,` per line. */
export function schemaKeys(source: string): string[] {
  return [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*):\s/gm)].map((match) => match[1] ?? '');
}

/**
 * The names a Markdown table documents: the backticked names in the first cell of each row
 * (a row may document several, `` `HOST`, `PORT` ``).
 */
export function namesInTable(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] ?? '');
  }
  names.delete('');
  return names;
}

/** The names `.env.example` shows, set or commented out (`# NAME=value`). */
export function namesInEnvExample(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)) names.add(match[1] ?? '');
  names.delete('');
  return names;
}
