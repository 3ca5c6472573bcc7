import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './compose';
import { answers, waitFor } from './processes';

const nginxDir = join(root, 'infra', 'nginx');
/** Debian's nginx (in /usr/sbin, which a user's PATH may lack), or NGINX_BIN. */
const nginxBinary = process.env['NGINX_BIN'] ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export interface Nginx {
  url: string;
  /** Lines of the access log: `<client address>|<upstream addresses, comma-separated>|<status>|<request line>`. */
  accessLog(): string[];
  /** nginx's error log (warnings and up), for a failure's message. */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The repository's upstream template rendered the way the nginx image does it at start (its
 * 20-envsubst-on-templates step runs envsubst over /etc/nginx/templates/*.template).
 */
export function renderUpstream(servers: string[]): string {
  const rendered = spawnSync('envsubst', ['${DRAFTMODE_UPSTREAM_SERVERS}'], {
    input: readFileSync(join(nginxDir, 'upstream.conf.template'), 'utf8'),
    env: { PATH: process.env['PATH'] ?? '', DRAFTMODE_UPSTREAM_SERVERS: servers.map((server) => `server ${server};`).join('\n  ') },
    encoding: 'utf8',
  });
  if (rendered.status !== 0)
    throw new Error(`envsubst failed (${rendered.error?.message ?? rendered.stderr}); it comes with Debian's gettext-base`);
  return rendered.stdout;
}

/** Replaces `from` in `text`, which must hold it exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`infra/nginx/nginx.conf should contain "${from}" once (found ${parts.length - 1})`);
  return parts.join(to);
}

/**
 * Debian's nginx with the repository's nginx.conf, laid out as in the frontend image
 * (conf.d/default.conf, conf.d/upstream.conf rendered from the template, draftmode/ beside them),
 * under a prefix of its own in `dir`: its pid, logs and temporary files stay there, so it runs
 * without root and beside any other nginx. Only two lines of nginx.conf change: the port it listens
 * on (a free one on loopback instead of 80) and the folder of the built frontend.
 */
export async function startNginx(options: { dir: string; port: number; upstreams: string[]; frontendDist: string }): Promise<Nginx> {
  const { dir, port } = options;
  for (const sub of ['conf.d', 'draftmode', 'logs', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  let server = readFileSync(join(nginxDir, 'nginx.conf'), 'utf8');
  server = replaceOnce(server, 'listen 80;', `listen 127.0.0.1:${port};`);
  server = replaceOnce(server, 'root /usr/share/nginx/html;', `root ${options.frontendDist};`);
  writeFileSync(join(dir, 'conf.d', 'default.conf'), server);
  writeFileSync(join(dir, 'conf.d', 'upstream.conf'), renderUpstream(options.upstreams));
  copyFileSync(join(nginxDir, 'security-headers.conf'), join(dir, 'draftmode', 'security-headers.conf'));
  const accessLog = join(dir, 'logs', 'access.log');
  const errorLog = join(dir, 'logs', 'error.log');
  // The image's /etc/nginx/nginx.conf in brief, plus an access log naming the replica that answered.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  log_format deploy '$remote_addr|$upstream_addr|$status|$request';
  access_log ${accessLog} deploy;
  client_body_temp_path ${join(dir, 'temp', 'body')};
  proxy_temp_path ${join(dir, 'temp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'temp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'temp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'temp', 'scgi')};
  include ${join(dir, 'conf.d')}/*.conf;
}
`,
  );
  const args = ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', errorLog];
  const checked = spawnSync(nginxBinary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.error) throw new Error(`nginx is not installed (${checked.error.message}): apt-get install -y nginx (.ci/run does)`);
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);

  const child: ChildProcess = spawn(nginxBinary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    return answers(port);
  }, 'nginx to listen');
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGTERM: nginx's fast shutdown, which also closes open WebSocket connections.
        child.kill('SIGTERM');
      }),
  };
}
