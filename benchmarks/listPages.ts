/**
 * `npm run bench:lists`: the member site's list pages on large data. Builds the app when no
 * build exists, fills a throw-away embedded database with 5,000 events, 20,000 documents and
 * 2,000 projects (plus downloads and applications for the counts), serves the production build
 * on it, and times each page as a visitor. Writes benchmarks/results/list-pages.md.
 * Figures, not a test: nothing here fails on a slow machine.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { freePort, startEmbeddedPostgres } from '../scripts/embeddedPostgres'
import { runCommand, runScript, withLocalBin } from '../scripts/runCommand'

const SIZES = { events: 5000, documents: 20000, projects: 2000, organizations: 500 }
const PAGES = ['/events', '/events?page=200', '/events?q=summit', '/documents', '/documents?page=500', '/documents?language=German', '/projects', '/members', '/surveys', '/']
const RUNS = 20

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-bench-'))
fs.chmodSync(workDir, 0o755)
const server = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') })
await server.createDatabase('bench')
const env = withLocalBin({ ...process.env, DATABASE_URL: server.urlFor('bench'), PAYLOAD_SECRET: 'bench-secret', MEDIA_DIR: path.join(workDir, 'media') })

try {
  if (!fs.existsSync('.next/BUILD_ID') && (await runCommand('next', ['build'], env)) !== 0) throw new Error('next build failed')
  if ((await runScript('scripts/migrate.ts', [], env)) !== 0) throw new Error('migrations failed')

  const client = new pg.Client({ connectionString: server.urlFor('bench') })
  await client.connect()
  const seedStarted = Date.now()
  await client.query(`
    INSERT INTO organizations (name, type, sector, user_editable)
      SELECT 'Organization ' || i, (ARRAY['vendor','industry','academia','government','non-profit'])[1 + i % 5]::enum_organizations_type,
             CASE WHEN i % 5 = 1 THEN 'Manufacturing' END, false
      FROM generate_series(1, ${SIZES.organizations}) i;
    INSERT INTO users (email, role, first_name, last_name, hash, salt)
      SELECT 'bench' || i || '@bench.example', 'community_user', 'Bench', 'User ' || i, 'x', 'x' FROM generate_series(1, 1000) i;
    INSERT INTO events (title, description, date, end_date, location, is_online, sponsor)
      SELECT CASE WHEN i % 50 = 0 THEN 'Summit ' ELSE 'Event ' END || i, 'Generated event ' || i,
             now() + ((i - 2500) || ' hours')::interval, now() + ((i - 2500) || ' hours')::interval + interval '8 hours',
             'Hall ' || (i % 20), i % 3 = 0, 'Sponsor ' || (i % 40)
      FROM generate_series(1, ${SIZES.events}) i;
    INSERT INTO documents (title, company, document_type, language, rank, filename, mime_type, filesize, url)
      SELECT 'Document ' || i, 'Company ' || (i % 300), (ARRAY['Whitepaper','Presentation','Report'])[1 + i % 3],
             (ARRAY['English','German','French','Spanish','Italian','Dutch'])[1 + i % 6]::enum_documents_language,
             i % 10, 'document-' || i || '.pdf', 'application/pdf', 1000 + i, '/api/documents/file/document-' || i || '.pdf'
      FROM generate_series(1, ${SIZES.documents}) i;
    INSERT INTO projects (title, description, state, type, start_date)
      SELECT 'Project ' || i, 'Generated project ' || i,
             (ARRAY['call_for_participation','running','closed'])[1 + i % 3]::enum_projects_state,
             (ARRAY['Research','Open Source Code','Management','Innovation','Education','Consulting','Development'])[1 + i % 7]::enum_projects_type,
             now() - (i || ' days')::interval
      FROM generate_series(1, ${SIZES.projects}) i;
    INSERT INTO document_downloads (user_id, document_id)
      SELECT (SELECT min(id) FROM users) + i % 1000, (SELECT min(id) FROM documents) + i % ${SIZES.documents} FROM generate_series(1, 100000) i;
    INSERT INTO project_applications (user_id, project_id, status)
      SELECT (SELECT min(id) FROM users) + i / ${SIZES.projects}, (SELECT min(id) FROM projects) + i % ${SIZES.projects}, 'pending'
      FROM generate_series(0, 19999) i;
    ANALYZE;
  `)
  await client.end()
  const seedSeconds = (Date.now() - seedStarted) / 1000

  const port = await freePort()
  const app = spawn('next', ['start', '-p', String(port)], { env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 120; tries++) {
    try {
      if ((await fetch(`${base}/about`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }

  const rows: string[] = []
  for (const page of PAGES) {
    for (let i = 0; i < 3; i++) await (await fetch(base + page)).text()
    const times: number[] = []
    let status = 0
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      const response = await fetch(base + page)
      await response.text()
      status = response.status
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0)
    rows.push(`| ${page} | ${status} | ${at(0.5)} | ${at(0.95)} | ${times[times.length - 1]!.toFixed(0)} |`)
    console.log(rows[rows.length - 1])
  }
  app.kill('SIGTERM')

  const report = [
    '# List pages on large data',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, production build, embedded PostgreSQL.`,
    `Data: ${SIZES.events} events, ${SIZES.documents} documents, ${SIZES.projects} projects, ${SIZES.organizations} organizations, 1,000 members, 100,000 downloads, 20,000 applications (generated in ${seedSeconds.toFixed(1)} s).`,
    `Each page: 3 warm-up requests, then ${RUNS} sequential requests as a visitor. Target: every list page under 1 s.`,
    '',
    '| page | status | median ms | p95 ms | max ms |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
  fs.mkdirSync('benchmarks/results', { recursive: true })
  fs.writeFileSync('benchmarks/results/list-pages.md', report)
  console.log(report)
} finally {
  await server.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
process.exit(0)
