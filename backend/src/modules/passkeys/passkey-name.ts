/** A friendly default name for a new passkey, from the device that created it. */
export function passkeyNameFor(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const device = DEVICES.find(([pattern]) => pattern.test(agent))?.[1];
  return device ? `${device} passkey` : 'Passkey';
}

/** Checked in order: iPad and Android agents also mention Mac OS X or Linux. */
const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];
