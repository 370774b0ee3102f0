import fs from 'node:fs'

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * The browser the tests drive: CHROMIUM_PATH (npm test sets it from scripts/ensureTestPackages.sh),
 * else Debian's chromium-headless-shell when it is installed, else Debian's chromium. The shell
 * is Chromium's own headless build: the full browser's headless mode cost 2.6 times its CPU
 * (docs/decisions.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH || (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

/**
 * The full browser, for what the headless shell lacks: the back/forward cache (the shell never
 * keeps a page). FULL_CHROMIUM_PATH on other machines.
 */
export const fullChromiumPath = process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium'
