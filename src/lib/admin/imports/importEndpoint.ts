import type { Endpoint, PayloadRequest } from 'payload'

import { adminTranslator } from '@/i18n/admin/adminTranslator'
import { adminEndpoint } from '@/lib/admin/adminEndpoint'
import { readBytesWithin } from '@/lib/platform/requestGuards/requestBody'
import { isPublicError } from '@/lib/shared/errors/appError'
import type { User } from '@/payload-types'

import { IMPORT_MAX_BYTES, type ImportableCollection } from './importableCollections'
import type { ImportPlan, RefusedRow } from './importPlan'
import { describeReason, type ImportReason, isImportRefusal, reason } from './importReasons'
import { type ImportResult, type PlanChanged, previewImport, runImport } from './runImport'

type I18n = PayloadRequest['i18n']

const refusalAnswer = (item: ImportReason, status: number, i18n: I18n, extra: object = {}) =>
  Response.json({ message: describeReason(item, i18n), code: item.code, ...extra }, { status })

const refusedRows = (rows: RefusedRow[], i18n: I18n) =>
  rows.map(({ line, label, reasons }) => ({ line, label, reasons: reasons.map((item) => describeReason(item, i18n)) }))

/** A plan as the admin's preview shows it, in the admin's language; rows left unchanged are counted, not listed. */
function previewOf(plan: ImportPlan, i18n: I18n) {
  const count = (action: string) => plan.rows.filter((row) => row.action === action).length
  return {
    collection: plan.collection,
    fingerprint: plan.fingerprint,
    key: adminTranslator(i18n)(`custom:imports:keys:${plan.collection}`),
    counts: { create: count('create'), update: count('update'), unchanged: count('unchanged'), refused: plan.refusals.length },
    rows: plan.rows
      .filter((row) => row.action !== 'unchanged')
      .map(({ line, action, label, changes }) => ({ line, action, label, changes })),
    refusals: refusedRows(plan.refusals, i18n),
    ignoredColumns: plan.ignoredColumns,
    notes: plan.notes.map((item) => describeReason(item, i18n)),
  }
}

function resultOf(result: ImportResult, i18n: I18n) {
  const t = adminTranslator(i18n)
  const message =
    result.collection === 'invitations'
      ? t('custom:imports:invitationsDone', { sent: result.created + result.updated, notSent: result.failures.length })
      : t('custom:imports:done', { created: result.created, updated: result.updated })
  return {
    message,
    created: result.created,
    updated: result.updated,
    unchanged: result.unchanged,
    refusals: refusedRows(result.refusals, i18n),
    failures: refusedRows(result.failures, i18n),
  }
}

/**
 * The file of the request: its body as text/csv, at most IMPORT_MAX_BYTES, read up to the bound
 * and no further (413 beyond it, before any parsing); another type is 415.
 */
async function withFile(req: PayloadRequest, work: (file: Uint8Array) => Promise<object>): Promise<Response> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'text/csv') return refusalAnswer(reason('wrongType'), 415, req.i18n)
  const file = await readBytesWithin(req as Request, IMPORT_MAX_BYTES)
  if (!file) return refusalAnswer(reason('tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 }), 413, req.i18n)
  try {
    return Response.json(await work(file))
  } catch (error) {
    if (isImportRefusal(error)) {
      const plan = (error as Partial<PlanChanged>).plan
      return refusalAnswer(error.reason, error.status, req.i18n, plan ? { plan: previewOf(plan, req.i18n) } : {})
    }
    if (isPublicError(error) && error.status < 500) return Response.json({ message: error.message }, { status: error.status })
    throw error
  }
}

/**
 * POST /api/{collection}/import/preview and POST /api/{collection}/import?plan={fingerprint},
 * the body the CSV file (text/csv): the admin's dry run (previewImport) and its confirm
 * (runImport). Admins only (403 for anyone else); a refused file or request is 4xx with the
 * reason in the admin's language.
 */
export const importEndpoints = (collection: ImportableCollection): Endpoint[] => [
  adminEndpoint({
    path: '/import/preview',
    method: 'post',
    handler: (req) =>
      withFile(req, async (file) =>
        previewOf(await previewImport({ payload: req.payload, user: req.user as User }, { collection, file }), req.i18n),
      ),
  }),
  adminEndpoint({
    path: '/import',
    method: 'post',
    handler: (req) =>
      withFile(req, async (file) => {
        const fingerprint = new URL(req.url ?? 'http://localhost').searchParams.get('plan')
        return resultOf(await runImport({ payload: req.payload, user: req.user as User }, { collection, file, fingerprint }), req.i18n)
      }),
  }),
]
