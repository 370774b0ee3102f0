'use client'

import { Button, useConfig, useDocumentInfo, useEditDepth } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { projectorPath } from './projectorPath'

/** On an agenda item's edit view: opens the session's live questions on the projector view (a new tab, for the second screen). */
export function ProjectorLink() {
  const { t } = useAdminTranslation()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const depth = useEditDepth()
  if (!id || depth > 1) return null
  return (
    <Button
      buttonStyle="secondary"
      el="link"
      margin={false}
      size="medium"
      newTab
      url={formatAdminURL({ adminRoute: config.routes.admin, path: projectorPath(Number(id)) })}
    >
      {t('custom:liveQuestions:projectorLink')}
    </Button>
  )
}
