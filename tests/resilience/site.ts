/**
 * The built app for a resilience test file: `npm start` on a data folder of its own (a copy of the
 * stage's seeded template: embedded PostgreSQL on a known port, demo content), plus `memberCount`
 * members signed in for load. It runs as on a small host: the launcher, the database, the server
 * and its workers within 1 GiB together (tests/e2e/support/appServer.ts, `smallHost`; issue 47).
 */
import fs from 'node:fs'
import os from 'node:os'

import { serverActionIds } from './client'
import { createMembers, type Member, signIn } from './members'
import { readSiteContent, type SiteContent } from './traffic'
import { type AppDatabase, appDatabase } from '../e2e/support/appDatabase'
import { type AppServer, seededDataDir, startApp } from '../e2e/support/appServer'

export type LoadSite = {
  dataDir: string
  database: AppDatabase
  app: AppServer
  /** The app's environment: a restart after a crash starts it the same way. */
  appEnv: Record<string, string>
  members: Member[]
  content: SiteContent
  actions: Record<string, string>
  url: string
  /** Stops the app and deletes the data folder. */
  close: () => Promise<number | null>
}

export async function startLoadSite(memberPrefix: string, memberCount: number, env: Record<string, string> = {}): Promise<LoadSite> {
  const dataDir = seededDataDir()
  const database = await appDatabase()
  const appEnv = { ...database.env, ...env }
  const app = await startApp(dataDir, appEnv, { smallHost: true })
  const members: Member[] = []
  for (const email of await createMembers(database, memberCount, memberPrefix)) members.push(await signIn(app.url, database, email))
  const site: LoadSite = {
    dataDir,
    database,
    app,
    appEnv,
    members,
    content: await readSiteContent(database),
    actions: serverActionIds(),
    get url() {
      return site.app.url
    },
    close: async () => {
      const code = await site.app.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
  return site
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

/** A sentence for reports when others' work loaded the machine before the run (1-minute load above its cores). */
export function sharedMachineNote(loadBefore: string): string[] {
  const cores = os.cpus().length
  return Number(loadBefore.split(' / ')[0]) > cores
    ? [
        '',
        `**The machine was shared with other work during this run** (1-minute load average above its ${cores} cores): throughput and latency are lower, and noisier, than on an idle machine.`,
      ]
    : []
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
