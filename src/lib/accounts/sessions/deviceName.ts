import Bowser from 'bowser'

/** A browser's user agent as a person names their device: "Chrome on Windows", "Safari on iOS"; null when it says nothing usable. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name
  const system = parsed.os.name
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? null
}
