/** The spec's dropdown entry: "name (type)", the type as the admin's language names it ("ACME (Vendor)"). */
export const organizationOptionLabel = ({ name, type }: { name: string; type: string }, typeLabel: (type: string) => string): string =>
  `${name} (${typeLabel(type)})`

export type OrganizationChoice = { id: number; name: string; type: string; sector: string | null }
