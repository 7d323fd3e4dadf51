// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or (as root with
// apt-get) installs Debian's package. Otherwise it stops with one line saying how to provide one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (root && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium package…');
    // A failed install falls through to the caller's one-line message, never a stack trace.
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
    if (install.status !== 0) console.error('Installing Debian\'s chromium package failed (see above).');
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChromium();
  if (!path) {
    console.error('No Chromium found: install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  console.log(path);
}
