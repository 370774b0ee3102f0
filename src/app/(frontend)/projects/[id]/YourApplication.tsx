'use client'

import { stateKeyAttribute, useMemberState } from '@/components/site/memberState'
import { useTranslations } from '@/i18n/useTranslations'
import type { ApplicationState } from '@/lib/memberState/memberState'

import { ApplyDialog } from './ApplyDialog'

type Props = {
  projectId: number
  projectTitle: string
  acceptsApplications: boolean
  /** The member's application (null: none); undefined on a shared member page: from the member's state. */
  application: ApplicationState | null | undefined
}

/**
 * The "Your Application" card's content (spec 2): the member's application with its status, or
 * the Apply dialog while the project looks for participants. On a shared page the card keeps
 * its place empty until the member's state is known.
 */
export function YourApplication({ projectId, projectTitle, acceptsApplications, application: rendered }: Props) {
  const memberState = useMemberState()
  const t = useTranslations('apply')
  const shared = rendered === undefined
  const application = !shared
    ? rendered
    : memberState
      ? (memberState.applications.find((entry) => entry.project === projectId) ?? null)
      : undefined
  if (application === null && !acceptsApplications) {
    return <p className="text-sm text-gray-700">{t('noLongerAccepting')}</p>
  }
  return (
    <div {...stateKeyAttribute(`application:${projectId}`, shared)} aria-busy={application === undefined} className="min-h-16">
      {application === undefined ? null : application ? (
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t(`status.${application.status}`)}</p>
          {/* The catalogue writes the date, in Berlin, as the page's language does (dates.ts formatListDate). */}
          <p className="text-gray-700">{t('appliedOn', { date: new Date(application.appliedAt) })}</p>
          {application.message ? <p className="text-gray-700">{t('quoted', { message: application.message })}</p> : null}
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-gray-700">{t('lookingForParticipants')}</p>
          <ApplyDialog projectId={projectId} projectTitle={projectTitle} />
        </div>
      )}
    </div>
  )
}
