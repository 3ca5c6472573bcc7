import { PassThrough } from 'node:stream';
import { announce, createLogger } from './create-logger';

/** A stand-in for stdout that records what is written, a terminal or not. */
function output(isTTY: boolean) {
  const stream = new PassThrough() as PassThrough & { isTTY?: boolean };
  stream.isTTY = isTTY;
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createLogger', () => {
  it('writes JSON lines when the output is not a terminal', async () => {
    const out = output(false);
    createLogger({ logLevel: 'info', logFormat: undefined }, out.stream).info({ context: 'Test' }, 'hello');
    await flush();
    expect(JSON.parse(out.text())).toMatchObject({ level: 30, msg: 'hello', context: 'Test' });
  });

  it('writes one short human-readable line per event on a terminal', async () => {
    const out = output(true);
    const logger = createLogger({ logLevel: 'info', logFormat: undefined }, out.stream);
    logger.info({ context: 'PlayerPool' }, 'Player pool: 315 players');
    logger.warn({ req: { method: 'GET', url: '/api/nope', headers: {} }, res: { statusCode: 404 }, responseTime: 3 }, 'request completed');
    await flush();
    const lines = out
      .text()
      .replace(/\u001b\[\d+m/g, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Player pool: 315 players$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: GET \/api\/nope 404 in 3 ms$/);
  });

  it('never writes credentials from request headers', async () => {
    const out = output(false);
    createLogger({ logLevel: 'info', logFormat: 'json' }, out.stream).info(
      { req: { headers: { authorization: 'Bearer secret', cookie: 'sid=secret' } } },
      'request',
    );
    await flush();
    expect(out.text()).not.toContain('secret');
    expect(JSON.parse(out.text())).toMatchObject({ req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]' } } });
  });

  it('follows LOG_FORMAT over the terminal check', async () => {
    const json = output(true);
    createLogger({ logLevel: 'info', logFormat: 'json' }, json.stream).info('on a terminal');
    const pretty = output(false);
    createLogger({ logLevel: 'info', logFormat: 'pretty' }, pretty.stream).info('into a file');
    await flush();
    expect(JSON.parse(json.text())).toMatchObject({ msg: 'on a terminal' });
    expect(pretty.text()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: into a file\n$/);
  });

  it('hides what LOG_LEVEL hides, but announces the address at any level', async () => {
    const out = output(false);
    const logger = createLogger({ logLevel: 'silent', logFormat: undefined }, out.stream);
    logger.error('hidden');
    announce(logger, 'DraftMode is running at http://localhost:3000');
    await flush();
    expect(
      out
        .text()
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['DraftMode is running at http://localhost:3000']);
  });
});
