/** Organization types as the admin shows them: "non-profit" becomes "Non-profit". */
export const organizationTypeLabel = (type: string): string => type.charAt(0).toUpperCase() + type.slice(1)

/** The spec's dropdown entry: "name (type)". */
export const organizationOptionLabel = ({ name, type }: { name: string; type: string }): string =>
  `${name} (${organizationTypeLabel(type)})`

export type OrganizationChoice = { id: number; name: string; type: string; sector: string | null }
