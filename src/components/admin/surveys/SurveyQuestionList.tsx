'use client'

import { Button, ConfirmationModal, toast, useDocumentDrawer, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { valueLabel } from '@/i18n/admin/adminTranslator'
import { useAdminTranslation } from '@/i18n/admin/useAdminTranslation'

import { restRequest } from '../restRequest'

type Question = { id: number; questionText: string; questionType: string; isRequired?: boolean | null; orderIndex?: number | null }

const DELETE_MODAL = 'delete-survey-question'

/**
 * Spec 2 and 4: a survey's questions in order (#1 and up), moved up or down by swapping with
 * the neighbour, edited and added in a drawer (new ones go last), deleted after confirmation.
 */
export function SurveyQuestionList() {
  const { t } = useAdminTranslation()
  const { id: surveyId } = useDocumentInfo()
  const { openModal } = useModal()
  const [questions, setQuestions] = useState<Question[]>([])
  const [editing, setEditing] = useState<number | null>(null)
  const [openRequested, setOpenRequested] = useState(false)
  const [deleting, setDeleting] = useState<Question | null>(null)
  const [busy, setBusy] = useState(false)
  const [QuestionDrawer, , { openDrawer, closeDrawer }] = useDocumentDrawer({
    collectionSlug: 'survey-questions',
    id: editing ?? undefined,
  })

  const load = useCallback(async () => {
    if (!surveyId) return
    try {
      // Pages of 100, the read budget's largest (src/lib/platform/api/readBudget.ts), until the survey's last question.
      const all: Question[] = []
      for (let page = 1; ; page++) {
        const { docs, hasNextPage } = await restRequest<{ docs: Question[]; hasNextPage: boolean }>(
          `/api/survey-questions?where[survey][equals]=${surveyId}&sort=orderIndex&limit=100&page=${page}&depth=0`,
        )
        all.push(...docs)
        if (!hasNextPage) break
      }
      setQuestions(all)
    } catch {
      toast.error(t('custom:surveys:loadFailed'))
    }
  }, [surveyId, t])
  // eslint-disable-next-line react-hooks/set-state-in-effect -- loads once per survey; state is set when the request answers
  useEffect(() => void load(), [load])
  useEffect(() => {
    if (!openRequested) return
    openDrawer()
    // The drawer opens once its document id has rendered; the request is then spent.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpenRequested(false)
  }, [openRequested, openDrawer])

  if (!surveyId) return <p className="survey-questions__hint">{t('custom:surveys:saveFirst')}</p>

  async function move(question: Question, direction: 'up' | 'down') {
    setBusy(true)
    try {
      await restRequest(`/api/survey-questions/${question.id}/move`, { method: 'POST', body: { direction } })
      toast.success(t('custom:surveys:updated'))
      await load()
    } catch {
      toast.error(t('custom:surveys:updateFailed'))
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    if (!deleting) return
    try {
      await restRequest(`/api/survey-questions/${deleting.id}`, { method: 'DELETE' })
      toast.success(t('custom:surveys:deleted'))
      await load()
    } catch {
      toast.error(t('custom:surveys:deleteFailed'))
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section className="survey-questions" aria-labelledby="survey-questions-heading">
      <div className="survey-questions__header">
        <h3 id="survey-questions-heading">{t('custom:surveys:questions', { n: questions.length })}</h3>
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          onClick={() => {
            setEditing(null)
            setOpenRequested(true)
          }}
        >
          {t('custom:surveys:addQuestion')}
        </Button>
      </div>
      {questions.length === 0 ? (
        <p className="survey-questions__hint">{t('custom:surveys:noQuestions')}</p>
      ) : (
        <ol className="survey-questions__list">
          {questions.map((question, index) => (
            <li key={question.id} className="survey-questions__item">
              <span className="survey-questions__number">#{index + 1}</span>
              <div className="survey-questions__text">
                <strong>{question.questionText}</strong>
                <span>
                  {valueLabel(t, question.questionType)} ·{' '}
                  {question.isRequired ? t('custom:surveys:required') : t('custom:surveys:optional')}
                </span>
              </div>
              <div className="survey-questions__actions">
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={busy || index === 0}
                  onClick={() => move(question, 'up')}
                  aria-label={t('custom:surveys:moveUpLabel', { n: index + 1 })}
                >
                  {t('custom:surveys:moveUp')}
                </Button>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={busy || index === questions.length - 1}
                  onClick={() => move(question, 'down')}
                  aria-label={t('custom:surveys:moveDownLabel', { n: index + 1 })}
                >
                  {t('custom:surveys:moveDown')}
                </Button>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  onClick={() => {
                    setEditing(question.id)
                    setOpenRequested(true)
                  }}
                >
                  {t('custom:surveys:edit')}
                </Button>
                <Button
                  buttonStyle="error"
                  size="small"
                  margin={false}
                  onClick={() => {
                    setDeleting(question)
                    openModal(DELETE_MODAL)
                  }}
                >
                  {t('custom:surveys:delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <QuestionDrawer
        initialData={editing ? undefined : { survey: surveyId, isRequired: true, questionType: 'multiple_choice' }}
        // The drawer's form shows the save's own toast ('Question created successfully'): one, not two.
        onSave={async () => {
          closeDrawer()
          await load()
        }}
      />
      <ConfirmationModal
        modalSlug={DELETE_MODAL}
        heading={t('custom:surveys:deleteHeading')}
        body={deleting ? t('custom:surveys:deleteQuestion', { text: deleting.questionText }) : ''}
        confirmLabel={t('custom:surveys:delete')}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </section>
  )
}
