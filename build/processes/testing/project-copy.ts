import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './started-process';

/** What `npm start` and `npm run dev` read: the sources, the configuration, not `.env` nor `dist/`. */
const PROJECT_FILES = ['package.json', 'index.html', 'vite.config.ts', 'src', 'server', 'build', 'public'];

export interface ProjectCopy {
  dir: string;
  remove: () => void;
}

/**
 * The project's sources in a temporary folder with the installed packages linked in, as a fresh
 * clone: a build there writes its own `dist/`, and no local `.env` (a user's live keys) is read.
 */
export function copyProject(): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'project-copy-'));
  // Every TypeScript configuration: the build resolves the references of the solution file.
  const configs = readdirSync(repoRoot).filter((name) => /^tsconfig.*\.json$/.test(name));
  for (const name of [...PROJECT_FILES, ...configs]) cpSync(join(repoRoot, name), join(dir, name), { recursive: true });
  symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(dir, 'node_modules'));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * This environment for a paper-mode BFF on a free loopback port: no variable that would send it
 * to a live broker, none of the calling npm's own (`npm_*`, which would point a nested npm back
 * at this repository), fresh simulator credentials, the journal in `dataDir`.
 */
export function paperEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => !name.startsWith('BROKER_') && !/^npm_/i.test(name));
  return {
    ...Object.fromEntries(kept),
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SIM_APP_KEY: randomBytes(16).toString('hex'),
    SIM_APP_SECRET: randomBytes(16).toString('hex'),
    // Nothing but the command's own lines on its output.
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}
