'use client'

import { Button, useConfig, useListDrawerContext, useListQuery } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import { IMPORT_MAX_BYTES } from '@/lib/admin/imports/importableCollections'

import './importControls.scss'

type PreviewRow = { line: number; action: 'create' | 'update'; label: string; changes: string[] }
type RefusedRow = { line: number; label: string; reasons: string[] }
/** The server's dry run (src/lib/admin/imports/importEndpoint.ts), in the admin's language. */
type Preview = {
  fingerprint: string
  key: string
  counts: { create: number; update: number; unchanged: number; refused: number }
  rows: PreviewRow[]
  refusals: RefusedRow[]
  ignoredColumns: string[]
  notes: string[]
}
type Result = { message: string; failures: RefusedRow[] }
type Answer = Partial<Preview & Result> & { message?: string; plan?: Preview; errors?: { message?: string }[] }

const baseClass = 'import-controls'

/**
 * 'Import CSV' above a list (issue 48, item 3): the admin picks a file, the server checks it
 * (POST /api/{collection}/import/preview) and this shows what would be created, changed and
 * refused, by line; nothing is saved until the admin confirms, which sends the same file with the
 * preview's fingerprint (POST /api/{collection}/import?plan=…). The server plans again and
 * refuses with the new preview if anything changed meanwhile.
 */
export function ImportControls() {
  const { t } = useAdminTranslation()
  const { collectionSlug } = useListQuery()
  const { config } = useConfig()
  const router = useRouter()
  const { isInDrawer } = useListDrawerContext()
  const picker = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const address = `${config.routes.api}/${collectionSlug}/import`
  const send = async (url: string, body: File): Promise<{ response: Response; answer: Answer }> => {
    const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body })
    return { response, answer: (await response.json().catch(() => ({}))) as Answer }
  }
  const messageOf = (response: Response, answer: Answer) =>
    answer.message ?? answer.errors?.[0]?.message ?? t('custom:imports:failedStatus', { status: response.status })

  const check = async (chosen: File) => {
    setFile(chosen)
    setPreview(null)
    setResult(null)
    setProblem(null)
    // The server refuses it too, before reading it; this spares the upload.
    if (chosen.size > IMPORT_MAX_BYTES) {
      setProblem(t('custom:imports:tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 }))
      return
    }
    setBusy('checking')
    try {
      const { response, answer } = await send(`${address}/preview`, chosen)
      if (!response.ok) throw new Error(messageOf(response, answer))
      setPreview(answer as Preview)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('custom:imports:failed'))
    } finally {
      setBusy(null)
    }
  }

  const confirm = async () => {
    if (!file || !preview) return
    setBusy('importing')
    setProblem(null)
    try {
      const { response, answer } = await send(`${address}?plan=${preview.fingerprint}`, file)
      // The saved rows changed since the preview: the new one is shown, to confirm again.
      if (response.status === 409 && answer.plan) {
        setPreview(answer.plan)
        setProblem(messageOf(response, answer))
        return
      }
      if (!response.ok) throw new Error(messageOf(response, answer))
      setResult({ message: answer.message ?? '', failures: answer.failures ?? [] })
      setPreview(null)
      router.refresh()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('custom:imports:failed'))
    } finally {
      setBusy(null)
    }
  }

  const cancel = () => {
    setPreview(null)
    setFile(null)
    setProblem(null)
  }

  const writes = preview ? preview.counts.create + preview.counts.update : 0
  // A list opened to pick a row from another form is no place to import.
  if (isInDrawer) return null
  return (
    <div className={baseClass}>
      <div className={`${baseClass}__bar`}>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy !== null} onClick={() => picker.current?.click()}>
          {busy === 'checking' ? t('custom:imports:checking') : t('custom:imports:importCsv')}
        </Button>
        <input
          ref={picker}
          className={`${baseClass}__picker`}
          type="file"
          accept=".csv,text/csv"
          tabIndex={-1}
          aria-label={t('custom:imports:chooseFile')}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // The same file again (after an edit) must fire a change next time.
            event.target.value = ''
            if (chosen) void check(chosen)
          }}
        />
        <p className={`${baseClass}__problem`} role="alert">
          {problem}
        </p>
      </div>
      {result && (
        <section className={`${baseClass}__panel`} aria-live="polite">
          <p className={`${baseClass}__done`}>{result.message}</p>
          {result.failures.length > 0 && (
            <RefusedTable caption={t('custom:imports:notSent', { count: result.failures.length })} rows={result.failures} />
          )}
        </section>
      )}
      {preview && file && (
        <section className={`${baseClass}__panel`} aria-live="polite">
          <p>{t('custom:imports:previewTitle', { file: file.name })}</p>
          <p className={`${baseClass}__note`}>{t('custom:imports:keyNote', { key: preview.key })}</p>
          {preview.notes.map((note) => (
            <p key={note} className={`${baseClass}__note`}>
              {note}
            </p>
          ))}
          {preview.ignoredColumns.length > 0 && (
            <p className={`${baseClass}__note`}>{t('custom:imports:ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}</p>
          )}
          <ul className={`${baseClass}__counts`}>
            <li>{t('custom:imports:create', { count: preview.counts.create })}</li>
            <li>{t('custom:imports:update', { count: preview.counts.update })}</li>
            <li>{t('custom:imports:unchanged', { count: preview.counts.unchanged })}</li>
            <li>{t('custom:imports:refused', { count: preview.counts.refused })}</li>
          </ul>
          {preview.rows.length > 0 && (
            <div className={`${baseClass}__scroll`}>
              <table className={`${baseClass}__table`}>
                <thead>
                  <tr>
                    <th scope="col">{t('custom:imports:line')}</th>
                    <th scope="col">{t('custom:imports:row')}</th>
                    <th scope="col">{t('custom:imports:changes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.line}>
                      <td>{row.line}</td>
                      <td>{row.label}</td>
                      <td>
                        {row.action === 'create'
                          ? t('custom:imports:newRow')
                          : row.changes.join(', ') || t('custom:imports:noFieldChanges')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {preview.refusals.length > 0 && (
            <RefusedTable caption={t('custom:imports:refused', { count: preview.refusals.length })} rows={preview.refusals} />
          )}
          {writes === 0 && <p>{t('custom:imports:nothingToImport')}</p>}
          <div className={`${baseClass}__actions`}>
            <Button
              buttonStyle="primary"
              size="small"
              margin={false}
              disabled={busy !== null || writes === 0}
              onClick={() => void confirm()}
            >
              {busy === 'importing' ? t('custom:imports:importing') : t('custom:imports:confirm', { count: writes })}
            </Button>
            <Button buttonStyle="secondary" size="small" margin={false} disabled={busy !== null} onClick={cancel}>
              {t('custom:imports:cancel')}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}

function RefusedTable({ caption, rows }: { caption: string; rows: RefusedRow[] }) {
  const { t } = useAdminTranslation()
  return (
    <div className={`${baseClass}__scroll`}>
      <table className={`${baseClass}__table ${baseClass}__table--refused`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('custom:imports:line')}</th>
            <th scope="col">{t('custom:imports:row')}</th>
            <th scope="col">{t('custom:imports:reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.label}</td>
              <td>{row.reasons.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
