import type { TaskConfig } from 'payload'

import { extractDocumentText } from '@/lib/library/documentText/extractDocumentText'
import { extractMissingDocumentTexts } from '@/lib/library/documentText/extractMissingDocumentTexts'
import { archiveMissingDocumentFiles } from '@/lib/library/documentVersions/archiveMissingDocumentFiles'
import { renderDocumentPreview } from '@/lib/library/documentVersions/renderDocumentPreview'
import { drawMissingShareImages, refreshEventShareImage } from '@/lib/reach/refreshEventShareImage'

import { asBackgroundWork } from './backgroundWork'
import { releaseInterruptedJobsOf } from './releaseInterruptedJobs'

/** Payload's default queue: work that follows a content change (share images; scheduled publishing later). */
export const CONTENT_QUEUE = 'default'
/** How often the queue runs: every minute (JOBS_CRON, with seconds, lets browser tests go faster). */
export const CONTENT_CRON = process.env.JOBS_CRON || '* * * * *'
/**
 * When the catch-up sweeps below are queued: every ten minutes, whatever JOBS_CRON says. They
 * pick up what a failed or missing job left (nothing a reader waits for): at a test's two seconds
 * they queued and ran three jobs a tick on every test server for nothing, and every minute their
 * jobs and five share images were most of the minute's work beside the requests (issue 50).
 */
const CATCH_UP_CRON = '*/10 * * * *'

/** Draws an event's share image after the event changed (queued by queueEventShareImage). */
export const renderEventShareImageTask: TaskConfig<{ input: { event: number }; output: { drawn: boolean } }> = {
  slug: 'renderEventShareImage',
  label: "Draw an event's share image",
  inputSchema: [{ name: 'event', type: 'number', required: true }],
  outputSchema: [{ name: 'drawn', type: 'checkbox' }],
  retries: 2,
  handler: async ({ input, req }) => ({ output: { drawn: await refreshEventShareImage(req.payload, input.event) } }),
}

/**
 * Every ten minutes: share images of coming and current events that have none yet (events from before
 * share images, or whose drawing failed), a few at a time so the queue never hogs the server.
 */
export const drawMissingShareImagesTask: TaskConfig<{ input: object; output: { drawn: number } }> = {
  slug: 'drawMissingShareImages',
  label: 'Draw missing share images of coming events',
  retries: 0,
  schedule: [{ cron: CATCH_UP_CRON, queue: CONTENT_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobsOf(CONTENT_QUEUE) } }],
  handler: async ({ req }) => ({ output: { drawn: await drawMissingShareImages(req.payload, 5) } }),
}

/** Reads the words inside a library document's file for search (queued by hooks/library/queueDocumentText). */
export const extractDocumentTextTask: TaskConfig<{ input: { document: number }; output: { status: string } }> = {
  slug: 'extractDocumentText',
  label: "Read the words inside a library document's file",
  inputSchema: [{ name: 'document', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 2,
  handler: async ({ input, req }) => ({
    output: {
      status: (await asBackgroundWork(() => extractDocumentText({ payload: req.payload, user: null }, { document: input.document })))
        .status,
    },
  }),
}

/** Draws the preview of a document's kept file (queued by src/lib/library/documentVersions/archiveDocumentFile.ts). */
export const renderDocumentPreviewTask: TaskConfig<{ input: { version: number }; output: { status: string } }> = {
  slug: 'renderDocumentPreview',
  label: "Draw the preview of a document file's first pages",
  inputSchema: [{ name: 'version', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 2,
  handler: async ({ input, req }) => ({
    output: { status: await asBackgroundWork(() => renderDocumentPreview(req.payload, input.version)) },
  }),
}

/** Every ten minutes: a few published documents from before version histories get their file kept as version 1. */
export const archiveMissingDocumentFilesTask: TaskConfig<{ input: object; output: { kept: number } }> = {
  slug: 'archiveMissingDocumentFiles',
  label: 'Keep the files of documents from before version histories',
  retries: 0,
  schedule: [{ cron: CATCH_UP_CRON, queue: CONTENT_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobsOf(CONTENT_QUEUE) } }],
  handler: async ({ req }) => ({ output: { kept: await archiveMissingDocumentFiles(req, 5) } }),
}

/**
 * Every ten minutes: a few published documents whose words were never read or are still pending (from
 * before the search, from the bulk import, or a job that failed), so every file is read in the end.
 */
export const extractMissingDocumentTextsTask: TaskConfig<{ input: object; output: { read: number } }> = {
  slug: 'extractMissingDocumentTexts',
  label: 'Read the words of library files not read yet',
  retries: 0,
  schedule: [{ cron: CATCH_UP_CRON, queue: CONTENT_QUEUE, hooks: { beforeSchedule: releaseInterruptedJobsOf(CONTENT_QUEUE) } }],
  handler: async ({ req }) => ({ output: { read: await extractMissingDocumentTexts({ payload: req.payload, user: null }, { limit: 5 }) } }),
}
