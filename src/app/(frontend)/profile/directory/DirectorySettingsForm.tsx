'use client'

import { Button } from '@/components/ui/button'
import { useActionForm } from '@/components/ui/useActionForm'
import { useResultToast } from '@/components/ui/useResultToast'

import { updateDirectorySettings } from '../directoryActions'

export type DirectorySettings = {
  listed: boolean
  showJobRole: boolean
  showOrganization: boolean
  showSector: boolean
  showWorkingIn: boolean
  showInterests: boolean
}

const SHOWN = ['showJobRole', 'showOrganization', 'showSector', 'showWorkingIn', 'showInterests'] as const

/** The form's words, written on the server (people.settings.*). */
export type DirectorySettingsTexts = Record<'intro' | 'listed' | 'showLegend' | 'save' | 'saving' | 'link' | (typeof SHOWN)[number], string>

/** Whether the member is in the people directory (off by default) and what others see there besides their name. */
export function DirectorySettingsForm({
  settings,
  directoryHref,
  texts,
}: {
  settings: DirectorySettings
  directoryHref: string
  texts: DirectorySettingsTexts
}) {
  const { state, action, onSubmit, pending } = useActionForm(updateDirectorySettings, null)
  useResultToast(state)
  return (
    <form action={action} onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-gray-700">{texts.intro}</p>
      <label className="flex items-start gap-2 text-sm font-medium">
        <input type="checkbox" name="listed" defaultChecked={settings.listed} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
        {texts.listed}
      </label>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">{texts.showLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SHOWN.map((name) => (
            <label key={name} className="flex items-start gap-2 text-sm">
              <input type="checkbox" name={name} defaultChecked={settings[name]} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
              {texts[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? texts.saving : texts.save}
        </Button>
        <a href={directoryHref} className="text-sm font-medium text-brand-600 hover:underline">
          {texts.link}
        </a>
      </div>
    </form>
  )
}
