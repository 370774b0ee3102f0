'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState, useTransition } from 'react'

import { findCompanies } from '@/app/(frontend)/complete-profile/actions'
import { OrganizationCombobox } from '@/components/organizations/OrganizationCombobox'
import { Button } from '@/components/ui/button'
import { toastResult } from '@/components/ui/toast'
import { useTranslations } from '@/i18n/useTranslations'
import type { OrganizationOption } from '@/lib/organizations/searchOrganizations'

import { askToJoin } from '../membershipActions'

/**
 * "Ask to join an organization" on /profile, for a member without a membership (issue 43,
 * item 1): only an existing organization, from the suggestions or typed by its exact name.
 * A new organization is created on the Organization tab, not here.
 */
export function AskToJoinForm() {
  const t = useTranslations('profile')
  const router = useRouter()
  const [text, setText] = useState('')
  const [selected, setSelected] = useState<OrganizationOption | null>(null)
  const [error, setError] = useState<string | undefined>(undefined)
  const [pending, startTransition] = useTransition()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = text.trim()
    if (!typed) {
      setError(t('membership.chooseOrganization'))
      return
    }
    startTransition(async () => {
      // A name typed in full without choosing it names that organization, as at profile completion.
      const organization =
        selected ?? (await findCompanies(typed)).find((option) => option.name.toLowerCase() === typed.toLowerCase()) ?? null
      if (!organization) {
        setError(t('membership.noMatch', { organization: typed }))
        return
      }
      const result = await askToJoin(organization.id)
      toastResult(result)
      if (!result.ok) return
      setText('')
      setSelected(null)
      router.refresh()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-amber-200 pt-4" aria-labelledby="ask-to-join">
      <h3 id="ask-to-join" className="font-semibold">
        {t('membership.askHeading')}
      </h3>
      <p className="text-sm text-gray-800">{t('membership.askIntro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <OrganizationCombobox
            id="ask-to-join-organization"
            label={t('membership.organization')}
            text={text}
            selected={selected}
            onEdit={(value) => {
              setText(value)
              setSelected(null)
              setError(undefined)
            }}
            onChoose={(option) => {
              setText(option.name)
              setSelected(option)
              setError(undefined)
            }}
            noSuggestion={(typed) => t('membership.noSuggestion', { organization: typed })}
            error={error}
            required
          />
        </div>
        {/* Level with the field: below its label on wide screens. */}
        <Button type="submit" disabled={pending} className="sm:mt-6">
          {pending ? t('membership.asking') : t('membership.ask')}
        </Button>
      </div>
    </form>
  )
}
