/** The challenge the browser signed, read from `clientDataJSON`; undefined when it cannot be read. */
export function challengeIn(clientDataJSON: string): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge.length > 0 ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}
