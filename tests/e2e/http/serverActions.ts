import type { APIRequestContext, APIResponse } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Server actions over HTTP, as React's client calls them: a POST to a page that uses the
 * action, with the action's id in the `Next-Action` header and the arguments encoded as React
 * encodes a reply (a JSON array; a form travels as multipart fields next to it). The ids come
 * from the build's server-reference manifest, by file and exported name, so they follow every
 * rebuild. The answer is React's Flight stream; `result` is the action's return value.
 */

type ManifestEntry = { filename: string; exportedName: string; workers: Record<string, unknown> }
let manifest: Record<string, ManifestEntry> | undefined

const readManifest = () =>
  (manifest ??= JSON.parse(fs.readFileSync(path.resolve('.next/server/server-reference-manifest.json'), 'utf8')).node as Record<
    string,
    ManifestEntry
  >)

/** The id of the action `exportedName` of `file` (relative to the project, as src/app/(frontend)/events/actions.ts). */
export function serverActionId(file: string, exportedName: string): string {
  const found = Object.entries(readManifest()).find(([, entry]) => entry.filename === file && entry.exportedName === exportedName)
  if (!found) throw new Error(`No server action ${exportedName} in ${file} in this build`)
  return found[0]
}

export type ActionReference = { file: string; name: string; page: string }
export type FormFile = { name: string; mimeType: string; buffer: Buffer }
export type FormFields = Record<string, string | FormFile>
/** One argument of an action: a JSON value, or a form (its fields). */
export type ActionArgument = unknown | { form: FormFields }

export type ActionAnswer = { status: number; text: string; result: unknown; failed: boolean }

const isForm = (value: unknown): value is { form: FormFields } =>
  typeof value === 'object' && value !== null && 'form' in value && Object.keys(value).length === 1

/** React's reply encoding escapes strings that start with `$`, which it reserves for references. */
const escapeStrings = (value: unknown): unknown => {
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value
  if (Array.isArray(value)) return value.map(escapeStrings)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, escapeStrings(entry)]))
  return value
}

/**
 * The body React's client sends for these arguments: JSON text, or multipart when a form is
 * among them. Order matters: React decodes the root part ('0') as soon as it arrives, so the
 * forms' fields (`_{id}_{name}`, referred to as $K{id}) go first, as React's client sends them.
 */
export function encodeArguments(args: ActionArgument[]): { data: string } | { multipart: FormData } {
  const forms = args.filter(isForm)
  if (forms.length === 0) return { data: JSON.stringify(escapeStrings(args)) }
  const multipart = new FormData()
  let next = 1
  const root = args.map((arg) => {
    if (!isForm(arg)) return escapeStrings(arg)
    const id = (next++).toString(16)
    for (const [name, value] of Object.entries(arg.form)) {
      if (typeof value === 'string') multipart.append(`_${id}_${name}`, value)
      else multipart.append(`_${id}_${name}`, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name)
    }
    return `$K${id}`
  })
  multipart.append('0', JSON.stringify(root))
  return { multipart }
}

/** The action's return value from a Flight answer: row 0 names the row that holds it. */
export function actionResult(text: string): { result: unknown; failed: boolean } {
  const rows = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line)
    if (match && !rows.has(match[1]!)) rows.set(match[1]!, match[2]!)
  }
  try {
    const root = JSON.parse(rows.get('0') ?? 'null') as { a?: unknown } | null
    const reference = typeof root?.a === 'string' ? /^\$@([0-9a-f]+)$/.exec(root.a)?.[1] : undefined
    const row = reference ? rows.get(reference) : undefined
    if (row === undefined) return { result: root?.a, failed: false }
    // An `E` row is an error the action threw, which React turns into an exception on the client.
    if (row.startsWith('E')) return { result: JSON.parse(row.slice(1)), failed: true }
    return { result: JSON.parse(row), failed: false }
  } catch {
    return { result: undefined, failed: true }
  }
}

/** Calls the action with these arguments, exactly as the page's JavaScript would. */
export async function callServerAction(request: APIRequestContext, action: ActionReference, args: ActionArgument[]): Promise<ActionAnswer> {
  const body = encodeArguments(args)
  const response = await request.post(action.page, {
    headers: {
      'Next-Action': serverActionId(action.file, action.name),
      Accept: 'text/x-component',
      ...('data' in body ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
    },
    ...body,
    maxRedirects: 0,
  })
  return answerOf(response)
}

/** Sends a raw body to an action (for malformed requests that no client would make). */
export async function postToServerAction(
  request: APIRequestContext,
  action: ActionReference,
  body: { data: string | Buffer; contentType: string } | { multipart: Record<string, string | FormFile> },
  actionId = serverActionId(action.file, action.name),
): Promise<ActionAnswer> {
  const response = await request.post(action.page, {
    headers: { 'Next-Action': actionId, Accept: 'text/x-component', ...('data' in body ? { 'Content-Type': body.contentType } : {}) },
    ...('data' in body ? { data: body.data } : { multipart: body.multipart }),
    maxRedirects: 0,
  })
  return answerOf(response)
}

async function answerOf(response: APIResponse): Promise<ActionAnswer> {
  const text = await response.text()
  const isFlight = (response.headers()['content-type'] ?? '').includes('text/x-component')
  const { result, failed } = isFlight ? actionResult(text) : { result: undefined, failed: response.status() >= 400 }
  return { status: response.status(), text, result, failed }
}

/**
 * A form action without JavaScript: the browser posts the form with the hidden fields React
 * rendered into it ($ACTION_REF_…, $ACTION_…:0 with the action's id, its bound state, and
 * $ACTION_KEY), read here from the page as this actor sees it. Answers the re-rendered page.
 */
export async function submitFormWithoutJavaScript(
  request: APIRequestContext,
  action: ActionReference,
  fields: FormFields,
): Promise<{ status: number; html: string }> {
  const page = await (await request.get(action.page)).text()
  const id = serverActionId(action.file, action.name)
  const hidden = [...page.matchAll(/<input type="hidden" name="(\$ACTION_[^"]*)"(?: value="([^"]*)")?\/>/g)].map(([, name, value]) => [
    name!,
    (value ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'"),
  ])
  // A page may hold several forms: keep the group whose reference carries this action's id.
  const reference = hidden.find(([name, value]) => /^\$ACTION_\d+:0$/.test(name!) && value!.includes(id))
  if (!reference) throw new Error(`The page ${action.page} has no form for ${action.name}`)
  const group = reference[0]!.slice('$ACTION_'.length).split(':')[0]
  const multipart: Record<string, string | FormFile> = {}
  for (const [name, value] of hidden) {
    if (name === `$ACTION_REF_${group}` || name!.startsWith(`$ACTION_${group}:`) || name === '$ACTION_KEY') multipart[name!] = value!
  }
  Object.assign(multipart, fields)
  const response = await request.post(action.page, { multipart, maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}
