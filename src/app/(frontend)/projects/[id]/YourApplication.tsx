'use client'

import { stateKeyAttribute, useMemberState } from '@/components/site/memberState'
import type { Language } from '@/i18n/languages'
import { fillTextSlots } from '@/i18n/messageSlots'
import type { ApplicationState } from '@/lib/platform/memberState/memberState'
import { EVENT_TIME_ZONE } from '@/lib/shared/format/eventTimeZone'
import { formatListDateIn } from '@/lib/shared/format/listDate'

import type { ApplicationTexts } from './applicationTexts'
import { ApplyDialog } from './ApplyDialog'

type Props = {
  projectId: number
  acceptsApplications: boolean
  /** The member's application (null: none); undefined on a shared member page: from the member's state. */
  application: ApplicationState | null | undefined
  language: Language
  texts: ApplicationTexts
}

/**
 * The "Your Application" card's content (spec 2): the member's application with its status, or
 * the Apply dialog while the project looks for participants. On a shared page the card keeps
 * its place empty until the member's state is known.
 */
export function YourApplication({ projectId, acceptsApplications, application: rendered, language, texts }: Props) {
  const memberState = useMemberState()
  const shared = rendered === undefined
  const application = !shared
    ? rendered
    : memberState
      ? (memberState.applications.find((entry) => entry.project === projectId) ?? null)
      : undefined
  if (application === null && !acceptsApplications) {
    return <p className="text-sm text-gray-700">{texts.noLongerAccepting}</p>
  }
  return (
    <div {...stateKeyAttribute(`application:${projectId}`, shared)} aria-busy={application === undefined} className="min-h-16">
      {application === undefined ? null : application ? (
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{texts.status[application.status]}</p>
          {/* The date as lists write it in the page's language, in Berlin (formatListDate); here too on a shared page, where only the browser knows it. */}
          <p className="text-gray-700">
            {fillTextSlots(texts.appliedOn, { date: formatListDateIn(application.appliedAt, language, EVENT_TIME_ZONE) })}
          </p>
          {application.message ? <p className="text-gray-700">{fillTextSlots(texts.quoted, { message: application.message })}</p> : null}
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="text-gray-700">{texts.lookingForParticipants}</p>
          <ApplyDialog projectId={projectId} texts={texts.dialog} />
        </div>
      )}
    </div>
  )
}
