import { mailTransport } from '../email/transport'

export const MISSING_DATABASE =
  'NODE_ENV=production but DATABASE_URL is not set: set DATABASE_URL to the production database, ' +
  'or EMBEDDED_DATABASE=true to run the embedded PostgreSQL under DATA_DIR on this machine.'

export const MISSING_SECRET =
  'PAYLOAD_SECRET is not set: a deployment on DATABASE_URL signs sessions with a secret of its own ' +
  '(a long random value, for example from `openssl rand -hex 32`), kept with its backups.'

/**
 * What a production start lacks, one line each, checked before anything starts (the launcher,
 * scripts/server/serve.ts, and the server itself, scripts/server/nextServer.ts): a start that would
 * print "ready" and then answer every request with 500, or quietly run an embedded database with
 * demo accounts in place of the one the operator meant, is refused instead.
 * - NODE_ENV=production says "this is production": the embedded database then needs
 *   EMBEDDED_DATABASE=true (the quick start sets no NODE_ENV and keeps it).
 * - A start on DATABASE_URL needs PAYLOAD_SECRET (the launcher sets one for the embedded
 *   database it starts), and a deployment a mail transport (src/lib/infrastructure/email/transport.ts).
 * Development (`npm run dev`) needs none of them.
 */
export function startProblems(env: NodeJS.ProcessEnv, { dev }: { dev: boolean }): string[] {
  if (dev) return []
  const problems: string[] = []
  if (!env.DATABASE_URL && env.NODE_ENV === 'production' && env.EMBEDDED_DATABASE !== 'true') problems.push(MISSING_DATABASE)
  // The launcher gives the server of an embedded database its secret (scripts/database/database.ts).
  if (env.DATABASE_URL && !env.PAYLOAD_SECRET) problems.push(MISSING_SECRET)
  const mail = mailTransport(env, true)
  if (mail.kind === 'missing') problems.push(mail.problem)
  return problems
}
