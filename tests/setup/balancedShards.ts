import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds of the integration test files' tests, from a fresh-clone CI run's log (the sum of each
 * file's test times in its verbose lines; CI of 68db611, 2026-12-05). Vitest's own sharding cuts
 * the file list by a hash, and gave one part 432 s of tests and another 234 s: the whole stage
 * waits for the longest. Refresh this table from the summary's slowest files when a file grows
 * (a file missing here counts as small, so a new long file only unbalances the parts until it is
 * listed).
 */
const SECONDS: Record<string, number> = {
  'tests/authorization/apiMatrix.test.ts': 165,
  'tests/infrastructure/backup.test.ts': 75,
  'tests/authorization/access-matrix.test.ts': 60,
  'tests/security/hostileApi.test.ts': 53,
  'tests/accounts/secondStep.test.ts': 51,
  'tests/infrastructure/workerLimits.test.ts': 49,
  // The demo seed on a database of its own (issue 49, item 10).
  'tests/content/demoContentGerman.test.ts': 40,
  'tests/reach/noticeEmails.test.ts': 35,
  'tests/accounts/emailVerification.test.ts': 30,
  'tests/organizations/membershipRequests.test.ts': 23,
  'tests/reach/reminders.test.ts': 23,
  'tests/infrastructure/rateLimits.test.ts': 22,
  'tests/directory/peopleDirectory.test.ts': 22,
  'tests/reach/weeklyDigest.test.ts': 21,
  'tests/organizations/organizationAdmins.test.ts': 19,
  'tests/infrastructure/hostileFiles.test.ts': 18,
  'tests/accounts/privacy.test.ts': 16,
  'tests/accounts/passkeys.test.ts': 16,
  'tests/infrastructure/memberMailLimits.test.ts': 15,
  'tests/shared/redirects/redirectBuilder.test.ts': 13,
  'tests/library/documentTlp.test.ts': 12,
  'tests/surveys/benchmarkComparison.test.ts': 12,
  'tests/accounts/accounts.test.ts': 11,
  'tests/infrastructure/embeddedPostgres.test.ts': 10,
  'tests/library/documentVersions.test.ts': 10,
  'tests/authorization/rules.test.ts': 10,
  'tests/projects/projectTlp.test.ts': 9,
  'tests/infrastructure/mailTransport.test.ts': 9,
  'tests/infrastructure/superviseServer.test.ts': 8,
  'tests/library/documentText.test.ts': 7,
  'tests/migrations/roundTrip.test.ts': 7,
  'tests/surveys/surveys.test.ts': 6,
  'tests/organizations/askToJoinOrganization.test.ts': 6,
  'tests/events/calendar.test.ts': 6,
  'tests/admin/auditTrail.test.ts': 6,
  'tests/i18n/literalTextRule.test.ts': 5,
  'tests/content/contentLanguages.test.ts': 5,
  'tests/accounts/adminUsers.test.ts': 5,
}
/** A file not listed above: a second or two of tests, and its hooks. */
const SMALL_FILE_SECONDS = 3
/** A file in a process of its own also pays for importing Payload and the config again. */
const OWN_PROCESS_SECONDS = 8

/**
 * `--shard=i/n` as parts of about equal time: the longest file first, each to the part with the
 * least time so far. Every part computes the same assignment from the same list and keeps its own.
 */
export default class BalancedShards extends BaseSequencer {
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!
    const root = this.ctx.config.root
    const weighed = files
      .map((spec) => {
        const file = spec.moduleId.slice(root.length + 1)
        const ownProcess = spec.project.config.isolate ? OWN_PROCESS_SECONDS : 0
        return { spec, file, seconds: (SECONDS[file] ?? SMALL_FILE_SECONDS) + ownProcess }
      })
      .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file) || a.spec.project.name.localeCompare(b.spec.project.name))
    const totals = Array.from({ length: count }, () => 0)
    const mine: TestSpecification[] = []
    for (const { spec, seconds } of weighed) {
      const part = totals.indexOf(Math.min(...totals))
      totals[part]! += seconds
      if (part === index - 1) mine.push(spec)
    }
    return mine
  }
}
