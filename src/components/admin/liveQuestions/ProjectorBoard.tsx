'use client'

import { Button, toast } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { followSessionQuestions } from '@/components/liveQuestions/followSessionQuestions'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'
import type { SessionQuestions } from '@/lib/liveQuestions/sessionQuestions'

import { restRequest } from '../restRequest'

/** The projector's list: asked again every few seconds (the members' endpoint, as the admin reads it); Answered and Hide per question. */
export function ProjectorBoard({ initial }: { initial: SessionQuestions }) {
  const { t } = useAdminTranslation()
  const [answer, setAnswer] = useState(initial)
  const follower = useRef<ReturnType<typeof followSessionQuestions> | null>(null)
  const [busy, setBusy] = useState<number | null>(null)

  useEffect(() => {
    const followed = followSessionQuestions(initial.agendaItem, setAnswer, () => undefined)
    follower.current = followed
    return () => followed.stop()
  }, [initial.agendaItem])

  const moderate = async (id: number, action: 'answer' | 'hide') => {
    setBusy(id)
    try {
      await restRequest(`/api/live-questions/${id}/${action}`, { method: 'post', body: {} })
      await follower.current?.refresh()
    } catch (error) {
      toast.error((error as Error).message)
    }
    setBusy(null)
  }

  return (
    <section aria-live="polite">
      <p className="live-projector__status">
        {answer.live ? t('custom:liveQuestions:live') : t('custom:liveQuestions:notLive')} ·{' '}
        {t('custom:liveQuestions:total', { count: answer.total })}
      </p>
      {answer.questions.length === 0 ? (
        <p className="live-projector__empty">{t('custom:liveQuestions:empty')}</p>
      ) : (
        <ol className="live-projector__list">
          {answer.questions.map((question) => (
            <li
              key={question.id}
              className={`live-projector__question live-projector__question--${question.status}`}
              data-question={question.id}
            >
              <span className="live-projector__votes" aria-label={t('custom:liveQuestions:votes', { count: question.voteCount })}>
                {question.voteCount}
              </span>
              <span className="live-projector__text">
                {question.text}
                {question.status === 'answered' ? (
                  <span className="live-projector__badge">{t('custom:liveQuestions:answered')}</span>
                ) : null}
              </span>
              <span className="live-projector__actions">
                {question.status === 'open' ? (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    disabled={busy === question.id}
                    onClick={() => moderate(question.id, 'answer')}
                  >
                    {t('custom:liveQuestions:markAnswered')}
                  </Button>
                ) : null}
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={busy === question.id}
                  onClick={() => moderate(question.id, 'hide')}
                >
                  {t('custom:liveQuestions:hide')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
