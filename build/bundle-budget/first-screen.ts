import type { ViteManifest } from './vite-manifest';

/** The files a browser fetches for one part of the page: its scripts and its styles. */
export interface FileSet {
  js: string[];
  css: string[];
}

function chunkOf(manifest: ViteManifest, key: string) {
  const chunk = manifest[key];
  if (chunk === undefined)
    throw new Error(`${key} is not in the build's manifest: was it renamed or no longer split out?`);
  return chunk;
}

/** The chunks named by `keys` and everything they import statically, transitively (each once). */
function withStaticImports(manifest: ViteManifest, keys: readonly string[]): FileSet {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(manifest, key);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css: [...css] };
}

/**
 * What the first screen loads before it can show live data: the entry chunk and its static
 * imports (the browser needs all of them before the page runs), and the dynamic imports the
 * page starts at once and waits on (`loadedAtStart`, manifest keys such as
 * `src/lib/mqtt.ts`) with theirs. A key missing from the manifest is an error, so a rename
 * cannot quietly leave a chunk out of the count.
 */
export function firstScreenFiles(manifest: ViteManifest, loadedAtStart: readonly string[]): FileSet {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry === true)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('The build has no entry chunk: was it built with build.manifest?');
  return withStaticImports(manifest, [...entries, ...loadedAtStart]);
}
