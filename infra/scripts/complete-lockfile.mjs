// The registry mirror this project is built against lacks some platform-specific optional
// packages (e.g. @swc/core-darwin-arm64). `npm install` then leaves them out of
// package-lock.json and `npm ci` refuses the lock as out of sync. This adds each missing
// platform package as an optional entry with its os/cpu, so every machine skips the ones that
// are not its own and `npm ci` accepts the lock. Run it after any install that changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platform = /(darwin|linux|win32|freebsd|android|openharmony|sunos|aix)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64|wasm32)/;

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const match = platform.exec(name);
    if (!match) continue;
    lock.packages[`node_modules/${name}`] = { version, cpu: [match[2]], os: [match[1]], optional: true };
    added += 1;
  }
}
const [rootKey, ...rest] = Object.keys(lock.packages);
lock.packages = Object.fromEntries([rootKey, ...rest.sort()].map((key) => [key, lock.packages[key]]));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} missing platform package entr${added === 1 ? 'y' : 'ies'}`);
