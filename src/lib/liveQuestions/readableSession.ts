import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'
import type { User } from '@/payload-types'

import { isSessionLive } from './liveQuestionRules'

export type ReadableSession = { id: number; startTime: string; endTime: string; live: boolean }

export const sessionNotFound = () => new AppError('NOT_FOUND', errorText('liveQuestionSessionNotFound'))
export const sessionNotLive = () => new AppError('CONFLICT', errorText('liveQuestionSessionNotLive'))

/**
 * The agenda item as the member may read it: the agenda items' own read access decides (a draft
 * event's sessions are hidden from members), never a rule restated here. Not found when the
 * member may not read it, so nobody learns that it exists.
 */
export async function readableSession({ payload, user }: ActionContext<User>, agendaItemId: number): Promise<ReadableSession> {
  const item = await payload.findByID({
    collection: 'agenda-items',
    id: agendaItemId,
    depth: 0,
    select: { startTime: true, endTime: true, status: true },
    disableErrors: true,
    user,
    overrideAccess: false,
  })
  if (!item) throw sessionNotFound()
  return { id: item.id, startTime: item.startTime, endTime: item.endTime, live: isSessionLive(item) }
}

/** A session the member may read and that is happening now, else refused: nothing is asked or voted before or after it. */
export async function liveSession(context: ActionContext<User>, agendaItemId: number): Promise<ReadableSession> {
  const session = await readableSession(context, agendaItemId)
  if (!session.live) throw sessionNotLive()
  return session
}
