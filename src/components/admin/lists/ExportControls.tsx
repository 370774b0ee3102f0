'use client'

import { Button, useConfig, useListQuery } from '@payloadcms/ui'
import { type MouseEvent, useRef, useState } from 'react'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import './exportControls.scss'

type Format = 'csv' | 'json'
type Answer = { rows?: number; message?: string; errors?: { message?: string }[] }

/**
 * 'Export CSV' and 'Export JSON' above a list (issue 20): the rows of the list as it is filtered,
 * searched and sorted, every page, as a file. Links to the streaming endpoint
 * (GET /api/{collection}/export, Content-Disposition: attachment), so the browser downloads the
 * file to disk itself and shows its progress in its downloads; nothing of it is held in the page
 * (issue 48). A click first asks the endpoint whether the export would start (`check=1`: a
 * count, no file), so a refusal (a sort the export cannot follow, a bad filter, two exports
 * running) is said beside the links instead of as a failed download.
 */
export function ExportControls() {
  const { t, language } = useAdminTranslation()
  const { collectionSlug, query } = useListQuery()
  const { config } = useConfig()
  const checking = useRef(false)
  const [busy, setBusy] = useState<Format | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [started, setStarted] = useState<string | null>(null)

  const urlOf = (format: Format, check = false) => {
    const params = new URLSearchParams({ format })
    if (query?.where && Object.keys(query.where).length > 0) params.set('where', JSON.stringify(query.where))
    const sort = Array.isArray(query?.sort) ? query.sort[0] : query?.sort
    if (sort) params.set('sort', sort)
    if (query?.search) params.set('search', query.search)
    if (check) params.set('check', '1')
    return `${config.routes.api}/${collectionSlug}/export?${params}`
  }

  // Payload's Button has already stopped the link's own navigation (it does for every onClick).
  const download = async (_event: MouseEvent, format: Format) => {
    if (checking.current) return
    checking.current = true
    setBusy(format)
    setProblem(null)
    setStarted(null)
    try {
      const response = await fetch(urlOf(format, true), { credentials: 'include' })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (!response.ok)
        throw new Error(answer.message ?? answer.errors?.[0]?.message ?? t('custom:lists:exportFailedStatus', { status: response.status }))
      // The download itself: the link's own address, which the browser streams to disk.
      const link = document.createElement('a')
      link.href = urlOf(format)
      link.download = ''
      document.body.appendChild(link)
      link.click()
      link.remove()
      const rows = answer.rows ?? 0
      setStarted(t('custom:lists:exportStarted', { count: rows, n: rows.toLocaleString(language) }))
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('custom:lists:exportFailed'))
    } finally {
      checking.current = false
      setBusy(null)
    }
  }

  const link = (format: Format, label: string) => (
    <Button
      el="anchor"
      url={urlOf(format)}
      // `type` is a button's; an anchor's would name the file's media type.
      extraButtonProps={{ download: '', type: undefined, 'aria-busy': busy === format || undefined }}
      buttonStyle="secondary"
      size="small"
      margin={false}
      onClick={(event) => void download(event, format)}
    >
      {busy === format ? t('custom:lists:exporting') : label}
    </Button>
  )

  return (
    <div className="export-controls" role="group" aria-label={t('custom:lists:export')}>
      {link('csv', t('custom:lists:exportCsv'))}
      {link('json', t('custom:lists:exportJson'))}
      <p className="export-controls__started" role="status">
        {started}
      </p>
      <p className="export-controls__problem" role="alert">
        {problem}
      </p>
    </div>
  )
}
