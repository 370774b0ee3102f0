import { type Doc, type Seed, matching, slug } from './context'
import { buildBadgePng } from './files'
import { image } from './media'

// Organizations of every type and sector shape; `color` is the logo's background.
const organizationRows = [
  { name: 'Cobalt Secure Systems', type: 'vendor', sector: null, color: '#1e3a8a', userEditable: false },
  { name: 'Rhein Automation GmbH', type: 'vendor', sector: null, color: '#0f766e', userEditable: true },
  { name: 'Nordwerk Chemicals', type: 'industry', sector: 'Chemical & Petrochemical', color: '#b45309', userEditable: true },
  { name: 'Stadtwerke Elbtal', type: 'industry', sector: 'Energy & Utilities', color: '#047857', userEditable: false },
  { name: 'Alpine Water Works', type: 'industry', sector: 'Water Treatment', color: '#0369a1', userEditable: true },
  { name: 'Helvetia Pharma Production', type: 'industry', sector: 'Pharmaceutical', color: '#7c3aed', userEditable: false },
  { name: 'Technical University of Mittelstadt', type: 'academia', sector: null, color: '#9f1239', userEditable: false },
  { name: 'Federal Office for Industrial Security', type: 'government', sector: null, color: '#374151', userEditable: false },
  { name: 'Open OT Foundation', type: 'non-profit', sector: null, color: '#a16207', userEditable: true },
  // One industry member for each remaining sector, so every sector appears somewhere.
  { name: 'Baltic Precision Parts', type: 'industry', sector: 'Manufacturing', color: '#1d4ed8', userEditable: false },
  { name: 'North Sea Energy Operations', type: 'industry', sector: 'Oil & Gas', color: '#92400e', userEditable: false },
  { name: 'Valley Dairy Cooperative', type: 'industry', sector: 'Food & Beverage', color: '#15803d', userEditable: true },
  { name: 'Motorwerk Süd', type: 'industry', sector: 'Automotive', color: '#be123c', userEditable: false },
  { name: 'Erzberg Minerals', type: 'industry', sector: 'Mining', color: '#57534e', userEditable: false },
  { name: 'Fjord Paper Mills', type: 'industry', sector: 'Pulp & Paper', color: '#0f766e', userEditable: false },
  { name: 'Rail Signal Services', type: 'industry', sector: 'Transportation', color: '#b91c1c', userEditable: false },
  { name: 'Campus Facilities Group', type: 'industry', sector: 'Building Automation', color: '#4338ca', userEditable: true },
  { name: 'Kessler Test Labs', type: 'industry', sector: 'Other', color: '#6b7280', userEditable: false },
]

/** Organizations with their logos, by name. */
export async function seedOrganizations(seed: Seed): Promise<Record<string, Doc>> {
  const organizations: Record<string, Doc> = {}
  for (const { color, ...row } of organizationRows) {
    const logo = await image(seed, `${slug(row.name)}-logo.png`, `${row.name} logo`, buildBadgePng(row.name, color))
    organizations[row.name] = await seed.ensure('organizations', matching({ name: row.name }), { ...row, logo: logo.id })
  }
  return organizations
}
