import Bowser from 'bowser'

/**
 * A browser's user agent as a person names their device: "Chrome on Windows", "Safari on iOS";
 * null when it says nothing usable. Bowser names an unknown browser "" (curl, scripts): that is
 * no name, never an empty one ("Browser: .").
 */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name?.trim()
  const system = parsed.os.name?.trim()
  if (browser && system) return `${browser} on ${system}`
  return browser || system || null
}
