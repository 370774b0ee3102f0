'use client'

import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { projectorPath } from './projectorPath'
import { DocumentControlLink } from '../forms/DocumentControlLink'

/** On an agenda item's edit view: opens the session's live questions on the projector view (a new tab, for the second screen). */
export function ProjectorLink() {
  const { t } = useAdminTranslation()
  return (
    <DocumentControlLink path={(id) => projectorPath(Number(id))} newTab>
      {t('custom:liveQuestions:projectorLink')}
    </DocumentControlLink>
  )
}
