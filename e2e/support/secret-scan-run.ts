import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { knownSecrets } from './known-secrets';
import { findSecrets, secretForms, type SecretForm } from './secret-scan';
import { tallySchema } from './secret-watch';

export interface SecretScanRun {
  /**
   * After the BFF has stopped: scans the recorded output for secrets and every file under
   * dist/ for secrets and keys, adds up
   * what the tests' pages were checked on, prints one line, and throws naming each finding.
   */
  finish: () => Promise<void>;
}

/** Prepares the run-wide secret scan; the per-test part is the `watchForSecrets` fixture. */
export function startSecretScan(options: { root: string; stateDir: string }): SecretScanRun {
  const tallyFile = join(options.stateDir, 'secret-scan-tally.jsonl');
  for (const file of workerLogFiles(options.stateDir)) rmSync(file);
  writeFileSync(tallyFile, '');
  // Inherited by the test workers, which start after global setup.
  process.env.E2E_SECRET_TALLY_FILE = tallyFile;
  return { finish: () => finishScan(options.root, options.stateDir, tallyFile) };
}

/**
 * Where every byte a worker's BFF (and, through it, the simulator) prints is recorded: one file
 * per worker, so two processes never interleave inside a line the scan reads.
 */
export function secretLogFile(stateDir: string, worker: number): string {
  return join(stateDir, `bff-output-${String(worker)}.log`);
}

function workerLogFiles(stateDir: string): string[] {
  return readdirSync(stateDir)
    .filter((name) => /^bff-output-\d+\.log$/.test(name))
    .map((name) => join(stateDir, name));
}

async function finishScan(root: string, stateDir: string, tallyFile: string): Promise<void> {
  const { secrets, keys } = knownSecrets(process.env, root);
  const output: { lines: number; findings: string[] } = { lines: 0, findings: [] };
  for (const file of workerLogFiles(stateDir)) {
    const scanned = await scanLines(file, secretForms(secrets));
    output.lines += scanned.lines;
    output.findings.push(...scanned.findings.map((finding) => `${relative(root, file)}: ${finding}`));
  }
  const dist = scanFolder(join(root, 'dist'), root, secretForms([...secrets, ...keys]));
  const pages = readFileSync(tallyFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => tallySchema.parse(JSON.parse(line)))
    .reduce(
      (sum, tally) => ({
        responses: sum.responses + tally.responses,
        fromDist: sum.fromDist + tally.fromDist,
        withoutBody: sum.withoutBody + tally.withoutBody,
        unreadable: sum.unreadable + tally.unreadable,
        frames: sum.frames + tally.frames,
      }),
      { responses: 0, fromDist: 0, withoutBody: 0, unreadable: 0, frames: 0 },
    );
  const findings = [...output.findings, ...dist.findings];
  process.stdout.write(
    `Secret scan: ${findings.length === 0 ? 'no secret' : `${String(findings.length)} finding(s)`} in ${String(dist.files)} files under dist/, ` +
      `${String(pages.responses)} HTTP responses (headers of ${String(pages.withoutBody)} redirects and 304s and of ${String(pages.fromDist)} hashed assets whose files are scanned under dist/, ${String(pages.unreadable)} bodies dropped by a navigation), ` +
      `${String(pages.frames)} WebSocket frames, ` +
      `${String(output.lines)} lines of BFF and simulator output (${relative(root, stateDir)}/bff-output-*.log).\n`,
  );
  if (findings.length > 0)
    throw new Error(`A secret left the BFF:\n${findings.map((finding) => `  ${finding}`).join('\n')}`);
}

async function scanLines(file: string, forms: readonly SecretForm[]): Promise<{ lines: number; findings: string[] }> {
  const findings: string[] = [];
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    lines++;
    for (const label of findSecrets(line, forms)) findings.push(`BFF output line ${String(lines)}: ${label}`);
  }
  return { lines, findings };
}

function scanFolder(folder: string, root: string, forms: readonly SecretForm[]): { files: number; findings: string[] } {
  if (!existsSync(folder))
    throw new Error(`${relative(root, folder)}/ is missing: build the SPA (npx vite build) before the e2e run`);
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const findings = files.flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    return findSecrets(readFileSync(path), forms).map((label) => `${relative(root, path)}: ${label}`);
  });
  return { files: files.length, findings };
}
