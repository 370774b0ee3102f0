import { AppError } from '@/lib/shared/errors/appError'

/** Exports one admin may have streaming at once in one server process: a CSV and a JSON of a list side by side. */
export const EXPORTS_AT_ONCE_PER_ADMIN = 2

/**
 * A place older than this counts as given back: a file whose stream was neither finished nor
 * cancelled (a consumer that stopped reading without saying so) must not lock its admin out
 * for good. 100,000 users take one to two minutes on a 2-core machine (docs/decisions.md,
 * issue 48), so no real export is near it.
 */
export const EXPORT_PLACE_MAX_MS = 30 * 60 * 1000

export const EXPORTS_BUSY = `You have ${EXPORTS_AT_ONCE_PER_ADMIN} exports running already. Wait until one of them has finished, then export again.`

export type ExportPlace = { release: () => void }

type Taken = Map<number, Set<{ takenAt: number }>>

// On globalThis, as placeLimit keeps its pools: Next.js's server build can hold more than one copy of a module.
const KEY = Symbol.for('itot.exportPlaces')
const taken = (): Taken => {
  const holder = globalThis as unknown as Record<symbol, Taken | undefined>
  return (holder[KEY] ??= new Map())
}

/** The admin's places still held (older ones are dropped here). */
function heldBy(adminId: number) {
  const places = taken().get(adminId) ?? new Set()
  const now = Date.now()
  for (const place of places) if (now - place.takenAt > EXPORT_PLACE_MAX_MS) places.delete(place)
  return places
}

/** How many exports the admin has streaming in this process now. */
export const exportsRunning = (adminId: number): number => heldBy(adminId).size

/** Refuses (429) when the admin has no place left; takes none. */
export function refuseWhenBusy(adminId: number): void {
  if (exportsRunning(adminId) >= EXPORTS_AT_ONCE_PER_ADMIN) throw new AppError('RATE_LIMITED', EXPORTS_BUSY)
}

/**
 * One of the admin's places for an export, or a refusal (429): each export keeps a database
 * connection busy batch after batch for as long as its file streams, so an admin clicking
 * again and again must not start ever more of them. Per server process: the cost is the
 * process's (its event loop and its share of the connection pool). Release exactly once
 * (a second release does nothing).
 */
export function takeExportPlace(adminId: number): ExportPlace {
  refuseWhenBusy(adminId)
  const places = heldBy(adminId)
  const place = { takenAt: Date.now() }
  places.add(place)
  taken().set(adminId, places)
  return {
    release: () => {
      places.delete(place)
      if (places.size === 0 && taken().get(adminId) === places) taken().delete(adminId)
    },
  }
}
