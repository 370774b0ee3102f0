/**
 * Lighthouse (12.x: 13 needs Node 22) with its default mobile preset (a mid-range phone on a
 * slow 4G connection, simulated) on Debian's Chromium, a few runs per page, the median of each
 * figure. Part of `npm run bench`; also on its own against a running server:
 *
 *   npx tsx benchmarks/lighthouse.ts http://localhost:3000 [runs]
 *
 * (as a visitor only: the bench signs a member in on its own data).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { waitUntilQuiet } from './machine'

export type LighthouseTarget = { page: string; who: 'visitor' | 'member'; headers?: Record<string, string> }
export type LighthouseResult = {
  page: string
  who: 'visitor' | 'member'
  runs: number
  /** Category scores, 0 to 100: the median of the runs. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Largest contentful paint (ms) and cumulative layout shift: medians. */
  lcpMs: number
  cls: number
  /** How long its runs waited for a quiet machine, in all (waitUntilQuiet). */
  waitedForQuietMs: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Runs Lighthouse `runs` times on each target, one Chromium for all (a clean cache for every run). */
export async function runLighthouse(base: string, targets: LighthouseTarget[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const results: LighthouseResult[] = []
    for (const target of targets) {
      const samples: { scores: number[]; lcpMs: number; cls: number }[] = []
      let waitedForQuietMs = 0
      for (let run = 0; run < runs; run++) {
        // Lighthouse times the browser's work on this machine and multiplies it (its 4× slower
        // CPU): whatever else runs on these cores then counts as the page's.
        waitedForQuietMs += (await waitUntilQuiet()).waitedMs
        const answer = await lighthouse(`${base}${target.page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // The member's session cookie, on every request of the page as a browser sends it.
          extraHeaders: target.headers,
        })
        const report = answer?.lhr
        if (!report) throw new Error(`Lighthouse gave no report for ${target.page}`)
        if (report.runtimeError) throw new Error(`Lighthouse on ${target.page}: ${report.runtimeError.message}`)
        samples.push({
          scores: CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100)),
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        })
      }
      const scoreOf = (index: number) => median(samples.map((sample) => sample.scores[index]!))
      results.push({
        page: target.page,
        who: target.who,
        runs,
        performance: scoreOf(0),
        accessibility: scoreOf(1),
        bestPractices: scoreOf(2),
        seo: scoreOf(3),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        cls: median(samples.map((sample) => sample.cls)),
        waitedForQuietMs,
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}

if (import.meta.filename === process.argv[1]) {
  const base = process.argv[2] ?? 'http://localhost:3000'
  const runs = Number(process.argv[3] ?? 3)
  const pages = ['/', '/events', '/events/1', '/documents', '/auth']
  const results = await runLighthouse(
    base,
    pages.map((page) => ({ page, who: 'visitor' as const })),
    runs,
  )
  console.table(results)
}
