import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type ReverseProxy = {
  /** The site's public address: https://{name}:{port}. */
  url: string
  /** The certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string
  /** nginx's access log (one line per request it passed on). */
  accessLog: () => string
  stop: () => Promise<void>
}

/** Debian's nginx: scripts/ensureTestPackages.sh installs it with the browsers. */
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'

/** A self-signed certificate for `name`, made by the test (openssl), with its SPKI hash. */
function makeCertificate(dir: string, name: string): string {
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
    ],
    { stdio: 'ignore' },
  )
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout'])
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey })
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64')
}

/**
 * The configuration docs/deploy.md recommends, on a test port: TLS ends at nginx, which passes
 * the request on over plain HTTP with its own Host (the upstream's, as nginx does by default) and
 * sets, never appends, the forwarded host and protocol; X-Forwarded-For gets the client appended.
 */
const config = (dir: string, name: string, port: number, appPort: number) => `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format withId '$remote_addr "$request" $status $request_id';
  access_log ${dir}/access.log withId;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 30m;
  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name ${name};
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${appPort};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}
`

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true))
      socket.once('error', () => resolve(false))
      socket.once('connect', () => socket.end())
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${log()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Starts nginx terminating TLS for `name` on `port` in front of the app on `appPort`. */
export async function startReverseProxy(name: string, port: number, appPort: number): Promise<ReverseProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-proxy-'))
  // nginx's workers (www-data when the tests run as root) write their buffers under it.
  fs.chmodSync(dir, 0o755)
  const spki = makeCertificate(dir, name)
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, name, port, appPort))
  let output = ''
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const errors = () => output + (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '')
  await waitForPort(port, child, errors)
  return {
    url: `https://${name}:${port}`,
    spki,
    accessLog: () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
