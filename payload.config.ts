import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { adminI18n } from '@/i18n/admin/adminI18n'
import { bilingualFieldLabels, bilingualTimezoneLabels } from '@/lib/admin/bilingualFieldLabels'
import { bilingualLabels } from '@/lib/admin/bilingualLabels'
import { checkboxCellsInWords } from '@/lib/admin/checkboxCellsInWords'
import { documentHeadings } from '@/lib/admin/documentHeadings'
import { emptyListMessages } from '@/lib/admin/emptyListMessages'
import { jsonFieldsAsText } from '@/lib/admin/jsonFieldsAsText'
import { listFailureMessages } from '@/lib/admin/listFailureMessages'
import { contentLocalization } from '@/lib/content/contentLocalization'
import { livePreview } from '@/lib/content/preview'
import { emailAdapter } from '@/lib/infrastructure/email/adapter'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'
import { pruneAuditTrailTask } from '@/lib/infrastructure/jobs/auditTasks'
import {
  drawMissingShareImagesTask,
  extractDocumentTextTask,
  renderDocumentPreviewTask,
  archiveMissingDocumentFilesTask,
  extractMissingDocumentTextsTask,
  renderEventShareImageTask,
} from '@/lib/infrastructure/jobs/contentTasks'
import { recordActivitySnapshotTask } from '@/lib/infrastructure/jobs/engagementTasks'
import { jobAutoRun, jobRunsWhileServing } from '@/lib/infrastructure/jobs/jobCrons'
import { reportJobRuns } from '@/lib/infrastructure/jobs/jobRunsInProgress'
import {
  deliverMemberNotificationsTask,
  pruneNotificationHistoryTask,
  queueWeeklyDigestsTask,
} from '@/lib/infrastructure/jobs/memberNotificationTasks'
import { metricsEndpoint } from '@/lib/infrastructure/observability/metricsEndpoint'
import { healthEndpoint, liveEndpoint, readyEndpoint } from '@/lib/infrastructure/operations/healthEndpoint'
import { payloadSecret } from '@/lib/infrastructure/payloadSecret'
import { RATE_LIMITED } from '@/lib/infrastructure/rateLimits/rateLimit'
import { storagePlugin } from '@/lib/infrastructure/storage/s3Storage'
import { READ_BUDGET, readBudgetPlugin, readBudgetRule } from '@/lib/platform/api/readBudget'
import { CONNECTIONS_OUTSIDE_TRANSACTIONS, limitOpenTransactions } from '@/lib/platform/openTransactionLimit'
import { hearOwnCommits } from '@/lib/platform/pageCache/ownWritesHeard'
import { keepPayloadErrorNames, REFUSAL_LOG_LEVELS } from '@/lib/platform/payloadErrorNames'
import { explainRequestErrors } from '@/lib/platform/requestGuards/explainRequestErrors'
import { textFieldsTakeText } from '@/lib/platform/textFieldsTakeText'
import { APP_ERROR_NAME } from '@/lib/shared/errors/appError'
import { payloadLogger } from '@/lib/shared/errors/payloadLogger'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/dates'
import { sessionOrigins } from '@/lib/shared/siteUrl'
import { restrictPayloadCollections } from '@access/payloadCollections'
import { hasAdminRole } from '@access/roles'
import { collections } from '@collections/index'
import { Users } from '@collections/Users'
import { contentEditor } from '@fields/richTextContent'
import { globals } from '@globals/index'
import { auditAdminWrites } from '@hooks/admin/auditAdminWrites'
import { explainUploadRefusals } from '@hooks/shared/explainUploadRefusals'
import { serverTimestamps } from '@hooks/shared/serverTimestamps'
import { translationStatus } from '@hooks/shared/translationStatus'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// At least three: Payload's adapter keeps one connection from its start, a transaction takes one
// and may read on one more (src/lib/platform/openTransactionLimit.ts).
const DATABASE_POOL = {
  max: Math.max(3, Number(process.env.DATABASE_POOL_MAX) || 20),
  // Two minutes: a sign of a stuck server, never of a busy one (a burst of 200 writes at once
  // takes tens of seconds on a loaded 2-core machine).
  waitMs: Number(process.env.DATABASE_POOL_WAIT_MS) || 120_000,
}

// Before any request: Payload's error classes keep their names in the minified build (log levels).
keepPayloadErrorNames()

// Payload's own collections get their access after it built them (access/payloadCollections.ts).
export default buildConfig({
  // No absolute address of its own: upload URLs, thumbnails and the admin panel's API calls stay
  // relative to the address in use (an absolute http://localhost:3000 broke every image and the
  // admin on http://127.0.0.1:3000). Links in e-mails use SERVER_URL (src/lib/shared/siteUrl.ts).
  serverURL: '',
  secret: payloadSecret(),
  // CSRF: a session cookie counts only on requests from the site's own origins (or, without an
  // Origin header, when the browser says Sec-Fetch-Site same-origin/same-site); otherwise the
  // request is a visitor's. SERVER_URL's origin, or without it this machine's own addresses.
  csrf: sessionOrigins(),
  admin: {
    user: Users.slug,
    importMap: {
      baseDir: path.resolve(dirname),
      importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    avatar: 'default',
    // Drafts of events, projects and surveys shown on their own page beside the form (issue 20).
    livePreview,
    components: {
      // Spec 2's side menu (collapsible to icons, Ctrl/Cmd+B, a sheet on phones) replaces Payload's nav.
      Nav: '/src/components/admin/nav/AdminSideMenu#AdminSideMenu',
      views: {
        // Spec 2's dashboard: KPIs, Community Overview and the Top 100 Engaged Users.
        engagementDashboard: {
          Component: '/src/components/admin/dashboard/EngagementDashboardView#EngagementDashboardView',
          path: '/dashboard',
          exact: true,
        },
        // Issue 20: the jobs queue and failed e-mails, for super admins (the view checks the role).
        operations: {
          Component: '/src/components/admin/operations/OperationsView#OperationsView',
          path: '/operations',
          exact: true,
        },
        // Issue 50: the discussions' moderation queue, for admins (the view checks the role).
        moderation: {
          Component: '/src/components/admin/discussions/ModerationQueueView#ModerationQueueView',
          path: '/moderation',
          exact: true,
        },
        // Issue 50: a session's live questions on the room's projector (the view checks the role).
        liveQuestions: {
          Component: '/src/components/admin/liveQuestions/LiveQuestionsProjectorView#LiveQuestionsProjectorView',
          path: '/live-questions/:id',
          exact: true,
        },
      },
    },
    meta: { titleSuffix: ' · IT/OT Community Admin' },
    // Spec 9: the events screens show dates in the de-DE format and Berlin time.
    dateFormat: 'dd.MM.yyyy HH:mm',
    timezones: { defaultTimezone: EVENT_TIME_ZONE, supportedTimezones: [{ label: 'Berlin', value: EVENT_TIME_ZONE }] },
  },
  // In the order of the spec's side menu; collections beyond its links are listed below them.
  collections,
  // Site settings admins change while the site runs.
  globals,
  // Reminders and schedule-change alerts (src/lib/reach/memberEmails), share images and the daily
  // activity snapshot, run by crons that the server starts (src/instrumentation.ts) or by a
  // `payload jobs:run` worker.
  jobs: {
    tasks: [
      deliverMemberNotificationsTask,
      queueWeeklyDigestsTask,
      pruneNotificationHistoryTask,
      renderEventShareImageTask,
      drawMissingShareImagesTask,
      extractDocumentTextTask,
      renderDocumentPreviewTask,
      archiveMissingDocumentFilesTask,
      extractMissingDocumentTextsTask,
      recordActivitySnapshotTask,
      pruneAuditTrailTask,
    ],
    autoRun: jobAutoRun,
    shouldAutoRun: jobRunsWhileServing,
    // Payload claims a job with a read, then a write, so two instances can run the same job;
    // the tasks are idempotent for that, but one runner deleting the finished job under the
    // other made that one fail. Finished jobs are pruned daily instead (pruneNotificationHistory).
    deleteJobOnComplete: false,
    // Payload lets any signed-in user queue and run jobs over REST by default.
    access: {
      queue: ({ req }) => hasAdminRole(req.user),
      run: ({ req }) => hasAdminRole(req.user),
      cancel: ({ req }) => hasAdminRole(req.user),
    },
  },
  // The admin panel in English and German (Payload's language switch on the account page) with
  // our own texts beside Payload's (src/i18n/admin).
  i18n: adminI18n,
  // Content (events, agenda items, speakers' bios, documents, projects, surveys) in English and German.
  localization: contentLocalization,
  endpoints: [healthEndpoint, liveEndpoint, readyEndpoint, metricsEndpoint],
  // The read budget (src/lib/platform/api/readBudget.ts): GraphQL documents are judged while they are
  // validated, before any resolver runs. Payload's maxComplexity stays on at its default, but it
  // scores a join or relationship flatly, whatever its limit.
  graphQL: { validationRules: (args) => [readBudgetRule(args.variableValues)] },
  // Population deeper than the budget's depth is cut off on every path, the local API's included
  // (REST and GraphQL refuse such requests before this applies).
  maxDepth: READ_BUDGET.maxDepth,
  // A refused request (every AppError is a 4xx) is routine: one info line, not an error with its
  // stack; a rate-limited one is logged once as info where it is counted.
  // …and so is any other error that refuses a request (a 4xx, however it is wrapped), in the logger itself.
  logger: payloadLogger(),
  loggingLevels: { ...REFUSAL_LOG_LEVELS, [APP_ERROR_NAME]: 'info', [RATE_LIMITED]: false } as Config['loggingLevels'],
  hooks: { afterError: [explainRequestErrors, explainUploadRefusals] },
  editor: contentEditor,
  // Fewer transactions at once than the pool has connections (src/lib/platform/openTransactionLimit.ts);
  // a commit answers once this instance heard its changes (src/lib/platform/pageCache/ownWritesHeard.ts).
  // A stop waits for a jobs run in progress (src/lib/infrastructure/jobs/jobRunsInProgress.ts).
  onInit: (payload) => {
    limitOpenTransactions(payload.db, { limit: DATABASE_POOL.max - CONNECTIONS_OUTSIDE_TRANSACTIONS, waitMs: DATABASE_POOL.waitMs })
    hearOwnCommits(payload.db)
    reportJobRuns(payload)
  },
  email: emailAdapter(),
  db: postgresAdapter({
    // Twenty connections per instance unless DATABASE_POOL_MAX says otherwise, not pg's default
    // ten: a write holds one for its whole transaction (and Payload's update reads on a second),
    // and the authorization matrix sends two dozen requests at once. A request waits at
    // most DATABASE_POOL_WAIT_MS for one, then fails with an error in the log: pg's default is to
    // wait forever, holding the request's own transaction, and its row locks, open with it.
    pool: { connectionString: process.env.DATABASE_URL, max: DATABASE_POOL.max, connectionTimeoutMillis: DATABASE_POOL.waitMs },
    // The schema only ever changes through committed migrations, in every environment.
    push: false,
    // Applied by the launcher (npm start / npm run migrate) under an advisory lock, so that
    // instances starting together migrate once; not by every server process on its own.
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  // Larger requests are cut off instead of being silently truncated.
  upload: { limits: { fileSize: DOCUMENT_MAX_BYTES }, abortOnLimit: true },
  sharp,
  // Uploads on local disk, or in an S3 bucket when S3_BUCKET is set; admins' writes in the audit
  // trail, last, so its hooks run after every other plugin's and collection's own.
  plugins: [
    storagePlugin(),
    serverTimestamps(),
    readBudgetPlugin(),
    checkboxCellsInWords(),
    jsonFieldsAsText(),
    documentHeadings(),
    emptyListMessages(),
    listFailureMessages(),
    bilingualLabels(),
    bilingualFieldLabels(),
    translationStatus(),
    auditAdminWrites(),
  ],
  // Generated by `npm run generate:types` (CI checks they are current: scripts/checks/checkPayloadTypes.sh),
  // never on start: Payload would spawn a type generation (about 10 s of CPU) at every start outside
  // production, in every test file, seed and migration, and rewrite this file while a build reads it.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  telemetry: false,
})
  .then(restrictPayloadCollections)
  .then(textFieldsTakeText)
  .then(bilingualTimezoneLabels)
