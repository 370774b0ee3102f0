/**
 * The one elevation: spread into a local-API write the acting person may not make through the
 * API, but the server must make for them (a hidden calendar key, an account's own deletion
 * after its typed confirmation, answers answerSurvey has checked, what a signed link proves).
 * `because` is required so every such write says why where it happens; ESLint refuses
 * `overrideAccess: true` on a write anywhere else.
 */
export function elevated(because: string): { overrideAccess: true } {
  void because
  return { overrideAccess: true }
}
