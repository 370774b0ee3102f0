/**
 * A users list row as a cell may receive it: any field may be missing (a row read with a
 * partial select, an organization deleted meanwhile, a row gone while the list re-renders),
 * so cells read it through this and fall back to the spec's words ('No Name', 'Never', ...).
 */
export type UserListRow = {
  id?: number
  email?: string
  firstName?: string | null
  lastName?: string | null
  role?: string
  organization?: unknown
  lastActiveAt?: string | null
  createdAt?: string
}

export const userListRow = (rowData: unknown): UserListRow =>
  typeof rowData === 'object' && rowData !== null ? (rowData as UserListRow) : {}

/** The panel's route, '/admin' when a cell is rendered without the Payload instance. */
export const adminRouteOf = (payload: { config?: { routes?: { admin?: string } } } | undefined): string =>
  payload?.config?.routes?.admin ?? '/admin'
