'use client'

import { CheckCircle2 } from 'lucide'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { pathIn } from '@/i18n/languagePaths'
import type { Language } from '@/i18n/languages'
import type { SurveyAnswers } from '@/lib/surveys/answerSurvey'

import { submitSurvey } from '../actions'

export type FormQuestion = {
  id: number
  text: string
  type: 'multiple_choice' | 'text' | 'rating' | 'yes_no'
  /** `value`: the option's id, the same in both languages; `label`: in the page's language. */
  options: { value: string; label: string }[]
  multiple: boolean
  required: boolean
}

/** The form's words, in the page's language, from the server (surveyFormTexts). */
export type SurveyFormTexts = Record<
  | 'authenticationRequired'
  | 'home'
  | 'moreSurveys'
  | 'no'
  | 'optional'
  | 'saved'
  | 'savedCompare'
  | 'seeComparison'
  | 'signIn'
  | 'signInToParticipate'
  | 'submit'
  | 'submitting'
  | 'thanks'
  | 'yes'
  | 'yourAnswer',
  string
>

type Props = {
  surveyId: number
  language: Language
  texts: SurveyFormTexts
  questions: FormQuestion[]
  /** For a visitor on a sign-in survey: where signing in starts (and comes back from); else null. */
  signInHref?: string | null
  /** A benchmark survey: once answered, the thanks lead to the comparison (rendered by the server) instead of going home. */
  showsComparison?: boolean
}

/**
 * The four question types of spec 3; answers go to the server in one submit. A visitor on a
 * sign-in survey gets spec 5's 'Authentication Required' toast on opening it and on submit,
 * with a Sign in action that returns to the survey; the server refuses such a submit too.
 */
export function SurveyForm({ surveyId, questions, signInHref = null, showsComparison = false, language, texts }: Props) {
  const [answers, setAnswers] = useState<SurveyAnswers>({})
  const [done, setDone] = useState(false)
  const [pending, startTransition] = useTransition()
  const hydrated = useHydrated()
  const router = useRouter()

  const t = useCallback((key: keyof SurveyFormTexts) => texts[key], [texts])

  const askToSignIn = useCallback(() => {
    if (!signInHref) return
    toast.error(t('authenticationRequired'), {
      id: 'survey-sign-in',
      description: t('signInToParticipate'),
      action: { label: t('signIn'), onClick: () => router.push(signInHref) },
    })
  }, [router, signInHref, t])

  useEffect(askToSignIn, [askToSignIn])

  useEffect(() => {
    if (!done) return
    if (showsComparison) return
    const timer = setTimeout(() => router.push(pathIn(language, '/')), 6000)
    return () => clearTimeout(timer)
  }, [done, router, language, showsComparison])

  const set = (id: number, value: string | string[]) => setAnswers((current) => ({ ...current, [id]: value }))
  const toggle = (id: number, option: string, checked: boolean) => {
    const current = Array.isArray(answers[id]) ? (answers[id] as string[]) : []
    set(id, checked ? [...current, option] : current.filter((entry) => entry !== option))
  }

  if (done) {
    return (
      <div role="status" className="space-y-4 rounded-lg border border-green-200 bg-green-50 p-8 text-center">
        <Icon icon={CheckCircle2} aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h2 className="text-xl font-semibold">{t('thanks')}</h2>
        <p className="text-gray-700">{showsComparison ? t('savedCompare') : t('saved')}</p>
        <div className="flex flex-wrap justify-center gap-4">
          {showsComparison ? (
            <a href={pathIn(language, `/surveys/${surveyId}`)} className="font-medium text-brand-600 hover:underline">
              {t('seeComparison')}
            </a>
          ) : null}
          <a href={pathIn(language, '/surveys')} className="font-medium text-brand-600 hover:underline">
            {t('moreSurveys')}
          </a>
          <a href={pathIn(language, '/')} className="font-medium text-brand-600 hover:underline">
            {t('home')}
          </a>
        </div>
      </div>
    )
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (signInHref) return askToSignIn()
    startTransition(async () => {
      const result = await submitSurvey(surveyId, answers)
      if (result.ok) {
        toast.success(result.title)
        setDone(true)
      } else {
        toast.error(result.title, { description: result.description })
      }
    })
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      {questions.map((question, index) => {
        const name = `question-${question.id}`
        const legend = (
          <legend className="float-left mb-3 w-full font-semibold">
            {index + 1}. {question.text}
            {question.required ? (
              <span className="text-red-700"> *</span>
            ) : (
              <span className="text-sm font-normal text-gray-600"> {t('optional')}</span>
            )}
          </legend>
        )
        return (
          <fieldset key={question.id} className="rounded-lg border border-gray-200 bg-white p-5">
            {legend}
            <div className="clear-both" />
            {question.type === 'text' ? (
              <>
                <label htmlFor={name} className="sr-only">
                  {t('yourAnswer')}
                </label>
                <textarea
                  id={name}
                  rows={4}
                  maxLength={5000}
                  className="block w-full rounded-md border border-gray-300 p-3 text-sm"
                  value={(answers[question.id] as string) ?? ''}
                  onChange={(event) => set(question.id, event.target.value)}
                />
              </>
            ) : (
              <div className={question.type === 'rating' ? 'flex flex-wrap gap-4' : 'space-y-2'}>
                {(question.type === 'multiple_choice'
                  ? question.options
                  : question.type === 'rating'
                    ? ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }))
                    : [
                        { value: 'yes', label: t('yes') },
                        { value: 'no', label: t('no') },
                      ]
                ).map(({ value: option, label }) => (
                  <label key={option} className="flex items-center gap-2 text-sm">
                    {question.type === 'multiple_choice' && question.multiple ? (
                      <input
                        type="checkbox"
                        name={name}
                        value={option}
                        className="size-4 accent-brand-600"
                        onChange={(event) => toggle(question.id, option, event.target.checked)}
                      />
                    ) : (
                      <input
                        type="radio"
                        name={name}
                        value={option}
                        className="size-4 accent-brand-600"
                        onChange={() => set(question.id, option)}
                      />
                    )}
                    {label}
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        )
      })}
      {/* Before hydration the browser would submit the form itself (a GET that drops the answers). */}
      <Button type="submit" disabled={pending || !hydrated} className="w-full sm:w-auto">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
