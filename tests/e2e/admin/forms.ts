import type { AppServer } from '../appServer'

/** Registers this area's tests (see adminConformance.e2e.ts); filled in by the area's change. */
export function registerFormTests(app: () => AppServer) {
  void app
}
