/**
 * The return value of a server action from its answer, read the way React's client reads it:
 * the RSC stream's root row (`0:`) points with `a: "$@N"` at the row holding the result.
 */
export function actionResult<T>(body: string): T | null {
  const rows = new Map<string, string>()
  for (const line of body.split('\n')) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line)
    if (match && !rows.has(match[1]!)) rows.set(match[1]!, match[2]!)
  }
  try {
    const root = JSON.parse(rows.get('0') ?? 'null') as { a?: unknown } | null
    const reference = typeof root?.a === 'string' ? /^\$@([0-9a-f]+)$/.exec(root.a)?.[1] : undefined
    // React writes `undefined` as the string "$undefined"; read it back as React's client does.
    const revive = (_key: string, value: unknown) => (value === '$undefined' ? undefined : value)
    return reference ? (JSON.parse(rows.get(reference) ?? 'null', revive) as T) : null
  } catch {
    return null
  }
}
