'use client'

import { Button, useConfig, useListQuery } from '@payloadcms/ui'
import { useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import './exportControls.scss'

type Format = 'csv' | 'json'

/** The file's name from the server's Content-Disposition ('project-applications-2026-11-26.csv'). */
const filenameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback

/**
 * 'Export CSV' and 'Export JSON' above a list (issue 20): the rows of the list as it is filtered,
 * searched and sorted, every page, as a file (GET /api/{collection}/export). Buttons, so the
 * keyboard reaches them; a refusal (a sort the export cannot follow, a bad filter) is said
 * beside them.
 */
export function ExportControls() {
  const { t } = useAdminTranslation()
  const { collectionSlug, query } = useListQuery()
  const { config } = useConfig()
  const [busy, setBusy] = useState<Format | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const download = async (format: Format) => {
    setBusy(format)
    setProblem(null)
    try {
      const params = new URLSearchParams({ format })
      if (query?.where && Object.keys(query.where).length > 0) params.set('where', JSON.stringify(query.where))
      const sort = Array.isArray(query?.sort) ? query.sort[0] : query?.sort
      if (sort) params.set('sort', sort)
      if (query?.search) params.set('search', query.search)
      const response = await fetch(`${config.routes.api}/${collectionSlug}/export?${params}`, { credentials: 'include' })
      if (!response.ok) {
        const json = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
        throw new Error(json.message ?? json.errors?.[0]?.message ?? t('custom:lists:exportFailedStatus', { status: response.status }))
      }
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = filenameOf(response, `${collectionSlug}.${format}`)
      document.body.appendChild(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('custom:lists:exportFailed'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="export-controls" role="group" aria-label={t('custom:lists:export')}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy !== null} onClick={() => void download('csv')}>
        {busy === 'csv' ? t('custom:lists:exporting') : t('custom:lists:exportCsv')}
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy !== null} onClick={() => void download('json')}>
        {busy === 'json' ? t('custom:lists:exporting') : t('custom:lists:exportJson')}
      </Button>
      <p className="export-controls__problem" role="alert">
        {problem}
      </p>
    </div>
  )
}
