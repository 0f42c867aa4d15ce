import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from '../../deploy/render-nginx.mjs';

/**
 * Debian's nginx with the image's real configuration (deploy/nginx/*.template, rendered from
 * deploy/security-headers.mjs), filled as deploy/docker-entrypoint.sh fills it, on a free port.
 * Only the paths differ from the image: the web root, the included header file, the port.
 */
export interface Nginx {
  url: string;
  stop(): void;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startNginx({ dist, base = '/', api = '' }: { dist: string; base?: string; api?: string }): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run and tests/e2e/run.mjs install it as root)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-nginx-'));
  // The image copies the build to /usr/share/nginx/html${BASE_PATH}.
  let root = path.resolve(dist);
  if (base !== '/') {
    root = path.join(dir, 'html');
    const target = path.join(root, base.replace(/\/$/, ''));
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.resolve(dist), target);
  }
  const port = await freePort();
  // As deploy/docker-entrypoint.sh sets them: a leading space when there is a value.
  const vars: Record<string, string> = { CSP_API: api ? ` ${api}` : '', CSP_PUSH: '', APP_BASE: base };
  const fill = (text: string) => text.replace(/\$\{(CSP_API|CSP_PUSH|APP_BASE)\}/g, (_, name: string) => vars[name]);
  const files = renderNginx();
  writeFileSync(path.join(dir, 'security-headers.conf'), fill(files['security-headers.conf.template']));
  const server = fill(files['default.conf.template'])
    .replaceAll('include /etc/nginx/backoffice/security-headers.conf;', `include ${dir}/security-headers.conf;`)
    .replace('root /usr/share/nginx/html;', `root ${root};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:8080;', '');
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${server}
}
`,
  );
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d) => (output += String(d)));
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited || i > 100) throw new Error(`nginx did not start: ${output}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
