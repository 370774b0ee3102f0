'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'

export type AddProjectDocumentTexts = Record<
  'heading' | 'intro' | 'title' | 'file' | 'label' | 'shareWithOrganizations' | 'shareWithPeople' | 'add' | 'adding' | 'added' | 'failed',
  string
>
type Choice = { id: number; name: string }
type PayloadErrors = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/** Payload's first message: a field's, else the error's. */
const firstMessage = (body: PayloadErrors | null): string | undefined =>
  body?.errors?.[0]?.data?.errors?.[0]?.message ?? body?.errors?.[0]?.message

/**
 * A project owner's upload (issue 23): a file with its title and TLP label, shared for AMBER with
 * organizations of the project's members and for RED with its members. Through the collection's
 * own REST endpoint, whose access and hooks decide (collections/ProjectDocuments.ts).
 */
export function AddProjectDocument({
  projectId,
  texts,
  levels,
  organizations,
  people,
}: {
  projectId: number
  texts: AddProjectDocumentTexts
  levels: { value: string; label: string }[]
  organizations: Choice[]
  people: Choice[]
}) {
  const [level, setLevel] = useState('green')
  const [pending, startTransition] = useTransition()
  const form = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    const ids = (name: string) => fields.getAll(name).map(Number)
    const body = new FormData()
    body.set(
      '_payload',
      JSON.stringify({
        project: projectId,
        title: fields.get('title'),
        tlp: level,
        ...(level === 'amber' ? { sharedOrganizations: ids('organizations') } : {}),
        ...(level === 'red' ? { sharedPeople: ids('people') } : {}),
      }),
    )
    body.set('file', fields.get('file') as File)
    startTransition(async () => {
      try {
        const response = await fetch('/api/project-documents', { method: 'POST', body, credentials: 'same-origin' })
        if (!response.ok) {
          toast.error(texts.failed, { description: firstMessage(await response.json().catch(() => null)) })
          return
        }
        toast.success(texts.added)
        form.current?.reset()
        setLevel('green')
        router.refresh()
      } catch {
        toast.error(texts.failed)
      }
    })
  }
  const checkboxes = (name: string, choices: Choice[]) => (
    <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
      {choices.map((choice) => (
        <li key={choice.id}>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={choice.id} className="size-4" />
            {choice.name}
          </label>
        </li>
      ))}
    </ul>
  )
  return (
    <section aria-labelledby="add-document-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="add-document-heading" className="font-semibold">
        {texts.heading}
      </h2>
      <p className="text-sm text-gray-700">{texts.intro}</p>
      <form ref={form} onSubmit={submit} className="space-y-3">
        <div>
          <Label htmlFor="project-document-title">{texts.title}</Label>
          <Input id="project-document-title" name="title" required maxLength={300} />
        </div>
        <div>
          <Label htmlFor="project-document-file">{texts.file}</Label>
          <Input id="project-document-file" name="file" type="file" required accept=".pdf,.doc,.docx,.txt,.xlsx,.pptx" />
        </div>
        <div>
          <Label htmlFor="project-document-tlp">{texts.label}</Label>
          <Select id="project-document-tlp" value={level} onChange={(event) => setLevel(event.target.value)} options={levels} />
        </div>
        {level === 'amber' ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{texts.shareWithOrganizations}</legend>
            {checkboxes('organizations', organizations)}
          </fieldset>
        ) : null}
        {level === 'red' ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{texts.shareWithPeople}</legend>
            {checkboxes('people', people)}
          </fieldset>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? texts.adding : texts.add}
        </Button>
      </form>
    </section>
  )
}
