import { z } from 'zod';

/** One chunk of `dist/.vite/manifest.json`, keyed by its source (or `_name.js` for shared chunks). */
const chunkSchema = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});

/** What `vite build` writes with `build.manifest`: every chunk and what it imports. */
export const viteManifestSchema = z.record(z.string(), chunkSchema);
export type ViteManifest = z.infer<typeof viteManifestSchema>;
