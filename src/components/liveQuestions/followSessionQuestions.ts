import { nextRefreshMs } from '@/lib/liveQuestions/liveQuestionRules'
import type { SessionQuestions } from '@/lib/liveQuestions/sessionQuestions'

export const sessionQuestionsUrl = (agendaItem: number) => `/api/live-questions/session/${agendaItem}`

/**
 * Keeps a session's question list current without a reload: asked again every REFRESH_MS (give or
 * take REFRESH_JITTER, so a room's pages do not ask in step) while the page is visible (and at once when it becomes visible), sending the last answer's ETag so an
 * unchanged list comes back as a bodiless 304. Stops asking once the session is over. Returns
 * the stop and a `refresh` for right after the member's own write.
 */
export function followSessionQuestions(
  agendaItem: number,
  update: (answer: SessionQuestions) => void,
  refused: (status: number) => void,
): { stop: () => void; refresh: () => Promise<void> } {
  let stopped = false
  let etag: string | null = null
  const refresh = async () => {
    if (stopped || document.visibilityState !== 'visible') return
    try {
      const response = await fetch(sessionQuestionsUrl(agendaItem), {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: etag ? { 'If-None-Match': etag } : {},
      })
      if (response.status === 304) return
      if (!response.ok) {
        refused(response.status)
        return
      }
      etag = response.headers.get('ETag')
      const answer = (await response.json()) as SessionQuestions
      if (stopped) return
      update(answer)
      // Over: nothing changes any more (a session yet to start keeps being asked: a projector opened early).
      if (!answer.live && Date.parse(answer.endTime) <= Date.now()) stop()
    } catch {
      // Offline or the server restarting: the next turn asks again.
    }
  }
  let timer: number | undefined
  const schedule = () => {
    timer = window.setTimeout(() => void refresh().finally(() => !stopped && schedule()), nextRefreshMs())
  }
  schedule()
  const stop = () => {
    stopped = true
    window.clearTimeout(timer)
    document.removeEventListener('visibilitychange', refresh)
  }
  document.addEventListener('visibilitychange', refresh)
  void refresh()
  return { stop, refresh }
}
