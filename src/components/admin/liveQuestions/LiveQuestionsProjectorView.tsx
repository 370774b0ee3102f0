import type { AdminViewServerProps } from 'payload'

import { adminLanguage, adminTranslator } from '@/i18n/admin/adminTranslator'
import { sessionQuestions } from '@/lib/liveQuestions/sessionQuestions'
import { formatEventTimeRange } from '@/lib/shared/format/dates'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { redirectInSite } from '@/lib/shared/redirects/redirectInSite'
import type { User } from '@/payload-types'
import { hasAdminRole } from '@access/roles'

import { ProjectorBoard } from './ProjectorBoard'
import { projectorPath } from './projectorPath'
import './projector.scss'

/**
 * /admin/live-questions/{agendaItem}: a session's live questions for the room's projector (issue
 * 50, item 2): large type, high contrast, refreshed every few seconds, ordered by votes as
 * members see them (hidden ones gone), with Answered and Hide for the admin at the keyboard.
 * Admins only, checked here on the server: custom admin views are public by default.
 */
export async function LiveQuestionsProjectorView({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const segments = (params?.segments as string[] | undefined) ?? []
  const agendaItemId = parseRowId(segments[1])
  const path = `/admin${projectorPath(agendaItemId ?? 0)}`
  if (!req.user) redirectInSite(`/auth?from=${path}`)
  if (!hasAdminRole(req.user)) redirectInSite('/admin')
  const t = adminTranslator(req.i18n)
  const language = adminLanguage(req.i18n)
  const user = req.user as User
  const item = agendaItemId
    ? await req.payload.findByID({
        collection: 'agenda-items',
        id: agendaItemId,
        depth: 0,
        disableErrors: true,
        locale: language,
        user,
        overrideAccess: false,
      })
    : null
  if (!item) {
    return (
      <main className="live-projector">
        <p className="live-projector__empty">{t('custom:liveQuestions:notFound')}</p>
      </main>
    )
  }
  const initial = await sessionQuestions({ payload: req.payload, user }, { agendaItemId: item.id })
  return (
    <main className="live-projector" data-projector={item.id}>
      <header className="live-projector__header">
        <h1 className="live-projector__title">{item.title}</h1>
        <p className="live-projector__meta">
          {/* The agenda's times are the event's (Berlin), as everywhere on the site; the room may be elsewhere. */}
          {t('custom:liveQuestions:berlinTime', { range: formatEventTimeRange(item.startTime, item.endTime, language) })}
          {item.room ? ` · ${item.room}` : ''}
          {item.speakerName ? ` · ${item.speakerName}` : ''}
        </p>
      </header>
      <ProjectorBoard initial={initial} />
    </main>
  )
}
