// Playwright cannot download its own browsers on every machine, so the e2e run uses the
// system Chromium. Install it with apt when it is missing; otherwise explain what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasApt() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(chromium)) {
  if (!hasApt()) {
    console.error(
      `Chromium was not found at ${chromium} and apt-get is not available.\n` +
        'Install Chromium with your package manager and set CHROMIUM_PATH to its executable, ' +
        'then run the tests again.',
    );
    process.exit(1);
  }
  // Root runs apt-get itself; anyone else goes through sudo.
  const run = (args) => {
    const [command, ...rest] = process.getuid?.() === 0 ? args : ['sudo', ...args];
    execFileSync(command, rest, { stdio: 'inherit' });
  };
  console.log(`Chromium not found at ${chromium}; installing it with apt-get...`);
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', 'chromium']);
}
