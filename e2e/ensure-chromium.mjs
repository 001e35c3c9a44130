// Playwright cannot download its own browsers on every machine, so the tests use the system
// Chromium: the full browser, or with --headless-shell the headless shell the journeys run in.
// Install it with apt when it is missing; otherwise explain what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fullChromium, headlessShell } from './chromium-paths.mjs';

const browser = process.argv.includes('--headless-shell') ? headlessShell : fullChromium;

function hasApt() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(browser.path)) {
  if (!hasApt()) {
    console.error(
      `Chromium was not found at ${browser.path} and apt-get is not available.\n` +
        `Install Chromium (${browser.debianPackage} on Debian) with your package manager and set ` +
        `${browser.variable} to its executable, then run the tests again.`,
    );
    process.exit(1);
  }
  // Root runs apt-get itself; anyone else goes through sudo.
  const run = (args) => {
    const [command, ...rest] = process.getuid?.() === 0 ? args : ['sudo', ...args];
    execFileSync(command, rest, { stdio: 'inherit' });
  };
  console.log(`Chromium not found at ${browser.path}; installing ${browser.debianPackage} with apt-get...`);
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', browser.debianPackage]);
}
