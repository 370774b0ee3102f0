'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { UploadProgress, type UploadProgressTexts } from '@/components/ui/UploadProgress'
import { uploadWithProgress } from '@/components/ui/uploadWithProgress'
import type { Language } from '@/i18n/languages'
import { DOCUMENT_MAX_BYTES } from '@/lib/infrastructure/files/uploadLimits'

export type AddProjectDocumentTexts = Record<
  | 'heading'
  | 'intro'
  | 'title'
  | 'file'
  | 'label'
  | 'shareWithOrganizations'
  | 'shareWithPeople'
  | 'add'
  | 'added'
  | 'failed'
  | 'tooLarge'
  | 'cancelled',
  string
> & { progress: UploadProgressTexts }
type Choice = { id: number; name: string }
type PayloadErrors = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/** Payload's first message: a field's, else the error's. */
const firstMessage = (body: PayloadErrors | null): string | undefined =>
  body?.errors?.[0]?.data?.errors?.[0]?.message ?? body?.errors?.[0]?.message

/** What is being sent: the share sent, whether all of it is, and how to stop it. */
type Sending = { share: number; sent: boolean; cancel: () => void }

/**
 * A project owner's upload (issue 23): a file with its title and TLP label, shared for AMBER with
 * organizations of the project's members and for RED with its members. Through the collection's
 * own REST endpoint, whose access and hooks decide (collections/ProjectDocuments.ts), sent with
 * its progress shown and a Cancel button while it is sent (issue 48: up to 25 MB).
 */
export function AddProjectDocument({
  projectId,
  texts,
  language,
  levels,
  organizations,
  people,
}: {
  projectId: number
  texts: AddProjectDocumentTexts
  language: Language
  levels: { value: string; label: string }[]
  organizations: Choice[]
  people: Choice[]
}) {
  const [level, setLevel] = useState('green')
  const [sending, setSending] = useState<Sending | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const wasSending = useRef(false)
  const router = useRouter()
  // The submit button is back when the upload ends: it takes the focus the progress had, not the page.
  useEffect(() => {
    if (sending) wasSending.current = true
    else if (wasSending.current) {
      wasSending.current = false
      if (!document.activeElement || document.activeElement === document.body)
        form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus()
    }
  }, [sending])
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const fields = new FormData(event.currentTarget)
    const file = fields.get('file') as File
    // The server refuses it too (payload.config's upload limit, before the rest is read); said here before 25 MB travel.
    if (file.size > DOCUMENT_MAX_BYTES) {
      toast.error(texts.failed, { description: texts.tooLarge })
      return
    }
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
    body.set('file', file)
    const upload = uploadWithProgress('/api/project-documents', body, {
      onProgress: (share) => setSending((now) => (now ? { ...now, share } : now)),
      onSent: () => setSending((now) => (now ? { ...now, share: 1, sent: true } : now)),
    })
    setSending({ share: 0, sent: false, cancel: upload.cancel })
    try {
      const answer = await upload.answer
      if (answer === 'cancelled') {
        toast(texts.cancelled)
        // Should the last byte have left just before the click, the list shows what the server made of it.
        router.refresh()
        return
      }
      if (answer.status < 200 || answer.status >= 300) {
        toast.error(texts.failed, { description: firstMessage(answer.body as PayloadErrors | null) })
        return
      }
      toast.success(texts.added)
      form.current?.reset()
      setLevel('green')
      router.refresh()
    } catch {
      toast.error(texts.failed)
    } finally {
      setSending(null)
    }
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
      <form ref={form} onSubmit={(event) => void submit(event)} className="space-y-3" aria-busy={sending !== null}>
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
        {sending ? (
          <UploadProgress share={sending.share} sent={sending.sent} texts={texts.progress} language={language} onCancel={sending.cancel} />
        ) : (
          <Button type="submit">{texts.add}</Button>
        )}
      </form>
    </section>
  )
}
