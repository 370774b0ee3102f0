/**
 * What every server action of the member site answers: ok or not, a title and an optional line
 * below it (shown as a toast, a dialog's alert or the page's message), and what else the page
 * needs in `data`. `at` makes every answer a new value, so the same refusal twice is shown twice.
 */
export type ActionResult<Data = undefined> = { ok: boolean; title: string; description?: string; at: number; data?: Data }

/** The action did what was asked. */
export const succeeded = <Data = undefined>(title: string, description?: string, data?: Data): ActionResult<Data> => ({
  ok: true,
  title,
  description,
  at: Date.now(),
  data,
})

/** The action refused or failed; `data` is what the page keeps showing (the last good calendar address). */
export const failed = <Data = undefined>(title: string, description?: string, data?: Data): ActionResult<Data> => ({
  ok: false,
  title,
  description,
  at: Date.now(),
  data,
})
