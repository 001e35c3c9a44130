import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of an output chunk of the build. */
type BundleEntry = { type: 'chunk'; fileName: string; facadeModuleId: string | null } | { type: 'asset' };

/**
 * The `<link rel="modulepreload">` tag for the chunk built from `moduleId` (a path from the
 * project's root) in `bundle`; an error when no chunk was built from it, so a moved module fails
 * the build instead of quietly preloading nothing.
 */
export function preloadTagFor(
  bundle: Record<string, BundleEntry>,
  root: string,
  moduleId: string,
  base: string,
): HtmlTagDescriptor {
  const wanted = path.resolve(root, moduleId);
  const chunk = Object.values(bundle).find(
    (entry) => entry.type === 'chunk' && entry.facadeModuleId !== null && path.resolve(entry.facadeModuleId) === wanted,
  );
  if (chunk?.type !== 'chunk') throw new Error(`preload-chunk: no chunk was built from ${moduleId}`);
  return {
    tag: 'link',
    attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
    injectTo: 'head',
  };
}

/**
 * Has the page fetch and compile the chunk of `moduleId`, which the entry imports dynamically,
 * beside the entry instead of once the entry asks for it: the live-data code, which the signed-in
 * page imports the moment the session answers
 * (docs/decisions/0091-the-live-connection-opens-with-the-session.md). In `vite build` only.
 */
export function preloadChunk(moduleId: string): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'preload-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle === undefined ? [] : [preloadTagFor(context.bundle, root, moduleId, base)],
    },
  };
}
