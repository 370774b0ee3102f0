/**
 * Server actions arrive as React "replies": a JSON array of arguments (plain text), or multipart
 * fields where strings like `$Q2` or `$@1` point at other fields. Next.js decodes them before any
 * of our code runs and answers 500 when the body is malformed (JSON that does not parse, a
 * reference to a field that is not there, a body over the size limit). This guard answers such
 * requests with 400 or 413 and a message first; what it lets through, React decodes as before.
 */

/** next.config.mjs's serverActions.bodySizeLimit (6 MB, for organization logos up to 5 MB). */
const ACTION_BODY_LIMIT = 6 * 1024 * 1024

/** Values React writes inline, without another part of the body: $$…, $undefined, $NaN, $D<date>… */
const INLINE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n\d{1,300}$|T|H|K[0-9a-f]*$)/
/** A reference to another part of the body: $ and a letter, the part's hexadecimal id, maybe a path. */
const REFERENCE = /^\$[A-Za-z@]([0-9a-f]+)(:[^]*)?$/

type Malformed = { status: number; message: string }
const malformed = (message: string, status = 400): Malformed => ({ status, message })

/** The ids of the other parts that the JSON value refers to, or a refusal for a string React would not write. */
function referencesOf(value: unknown, found: Set<string>): Malformed | null {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || INLINE.test(value)) return null
    const reference = REFERENCE.exec(value)
    if (!reference) return malformed('The server action request is malformed.')
    found.add(reference[1]!)
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const entry of Array.isArray(value) ? value : Object.values(value)) {
      const refusal = referencesOf(entry, found)
      if (refusal) return refusal
    }
  }
  return null
}

const parseJson = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return null
  }
}

/**
 * Checks the parts of a reply: `root` must be a JSON array; every part it refers to, and every
 * part those refer to, must exist (as JSON text, or as a file for binary parts).
 */
function checkReply(root: string, part: (id: string) => FormDataEntryValue | null): Malformed | null {
  const parsed = parseJson(root)
  if (!parsed || !Array.isArray(parsed.value))
    return malformed('The server action request is malformed: its arguments are not a JSON list.')
  const pending = new Set<string>()
  const refusal = referencesOf(parsed.value, pending)
  if (refusal) return refusal
  const seen = new Set<string>()
  for (const id of pending) {
    if (seen.has(id)) continue
    seen.add(id)
    if (seen.size > 1000) return malformed('The server action request is malformed: too many parts.')
    const value = part(id)
    if (value === null) return malformed('The server action request is malformed: it refers to a part it does not contain.')
    if (typeof value !== 'string') continue
    const inner = parseJson(value)
    if (!inner) return malformed('The server action request is malformed: one of its parts is not JSON.')
    const innerRefusal = referencesOf(inner.value, pending)
    if (innerRefusal) return innerRefusal
  }
  return null
}

/** A form posted without JavaScript: its $ACTION_ fields name the action and carry its bound state. */
function checkFormAction(form: FormData): Malformed | null {
  for (const name of form.keys()) {
    const group = /^\$ACTION_REF_(\d+)$/.exec(name)?.[1]
    if (!group) continue
    const prefix = `$ACTION_${group}:`
    const reference = parseJson(String(form.get(`${prefix}0`) ?? ''))?.value as { id?: unknown; bound?: unknown } | undefined
    if (!reference || typeof reference.id !== 'string') return malformed('The form submission is malformed.')
    if (reference.bound === null || reference.bound === undefined) continue
    const bound = typeof reference.bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(reference.bound)?.[1] : undefined
    const state = bound ? form.get(`${prefix}${bound}`) : null
    if (typeof state !== 'string') return malformed('The form submission is malformed.')
    const refusal = checkReply(state, (id) => form.get(`${prefix}${id}`))
    if (refusal) return { ...refusal, message: 'The form submission is malformed.' }
  }
  return null
}

/** Why this POST cannot be a server action call, or null to let Next.js handle it. */
export async function malformedActionRequest(request: Request): Promise<Malformed | null> {
  const isFetchAction = request.headers.has('next-action')
  const type = request.headers.get('content-type') ?? ''
  const multipart = type.startsWith('multipart/form-data')
  if (!isFetchAction && !multipart) return null
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > ACTION_BODY_LIMIT) return malformed('The request is too large.', 413)
  if (!multipart) return checkReply(await request.clone().text(), () => null)
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return malformed('The form data cannot be read.')
  }
  if (!isFetchAction) return checkFormAction(form)
  const root = form.get('0')
  if (typeof root !== 'string') return malformed('The server action request is malformed: its arguments are missing.')
  return checkReply(root, (id) => form.get(id))
}
