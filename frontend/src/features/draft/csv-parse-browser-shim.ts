/**
 * Workaround, to remove once fixed at the source: `@draftmode/players`' index re-exports the
 * rankings-CSV importer, so everything that imports the players lib (lib/players.ts for the NFL
 * team colours) pulls csv-parse into the browser bundle, and csv-parse calls `Buffer.from` while
 * its module loads. Browsers have no Buffer, so the whole app stopped at start-up. The importers
 * never run in the browser; this only lets that module load. Deliberately not a function, so
 * libraries that sniff `typeof Buffer === 'function'` still see a browser.
 */
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= {
  from: (bytes: ArrayLike<number>) => Uint8Array.from(bytes),
  isBuffer: () => false,
};

export {};
