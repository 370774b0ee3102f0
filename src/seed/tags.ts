import type { CollectionSlug } from 'payload'

import { translatorFor } from '@/i18n/translator'
import type { TagFramework } from '@/lib/content/tags/tagFrameworks'
import { SECTORS, sectorKey } from '@/lib/shared/enums'

import { type Doc, type Seed, addGerman, matching } from './context'

type TagRow = { slug: string; en: string; de: string; description?: { en: string; de: string } }

const german = translatorFor('de')

/** The standards taxonomy (issue 23, item 2) as a new site starts with it; admins keep it from there. */
const TAXONOMY: Record<TagFramework, TagRow[]> = {
  'iec-62443': [
    ['1-1', 'Concepts and models', 'Konzepte und Modelle'],
    ['2-1', 'Security program for asset owners', 'Sicherheitsprogramm für Betreiber'],
    ['2-3', 'Patch management', 'Patch-Management'],
    ['2-4', 'Requirements for service providers', 'Anforderungen an Dienstleister'],
    ['3-2', 'Risk assessment, zones and conduits', 'Risikobeurteilung, Zonen und Conduits'],
    ['3-3', 'System security requirements and security levels', 'Systemanforderungen und Security-Level'],
    ['4-1', 'Secure product development lifecycle', 'Sicherer Produktentwicklungsprozess'],
    ['4-2', 'Component security requirements', 'Sicherheitsanforderungen an Komponenten'],
  ].map(([part, en, de]) => ({ slug: `iec-62443-${part}`, en: `IEC 62443-${part}: ${en}`, de: `IEC 62443-${part}: ${de}` })),
  'nist-csf': [
    ['govern', 'GV', 'Govern', 'Steuern'],
    ['identify', 'ID', 'Identify', 'Identifizieren'],
    ['protect', 'PR', 'Protect', 'Schützen'],
    ['detect', 'DE', 'Detect', 'Erkennen'],
    ['respond', 'RS', 'Respond', 'Reagieren'],
    ['recover', 'RC', 'Recover', 'Wiederherstellen'],
  ].map(([key, code, en, de]) => ({ slug: `nist-csf-${key}`, en: `NIST CSF ${en} (${code})`, de: `NIST CSF ${de} (${code})` })),
  'iso-27001': [
    {
      slug: 'iso-iec-27001',
      en: 'ISO/IEC 27001',
      de: 'ISO/IEC 27001',
      description: { en: 'Information security management systems.', de: 'Informationssicherheits-Managementsysteme.' },
    },
  ],
  'iso-27019': [
    {
      slug: 'iso-iec-27019',
      en: 'ISO/IEC 27019',
      de: 'ISO/IEC 27019',
      description: {
        en: 'Information security controls for the energy utility industry.',
        de: 'Informationssicherheitsmaßnahmen für die Energieversorgung.',
      },
    },
  ],
  'nerc-cip': [
    ['002', 'BES cyber system categorization', 'Kategorisierung von BES-Cybersystemen'],
    ['003', 'Security management controls', 'Sicherheitsmanagement'],
    ['005', 'Electronic security perimeters', 'Elektronische Sicherheitsperimeter'],
    ['007', 'System security management', 'Systemsicherheit'],
    ['010', 'Configuration change management', 'Konfigurationsänderungen'],
    ['013', 'Supply chain risk management', 'Lieferkettenrisiken'],
  ].map(([number, en, de]) => ({ slug: `nerc-cip-${number}`, en: `NERC CIP-${number}: ${en}`, de: `NERC CIP-${number}: ${de}` })),
  nis2: [
    ['entities', 'Essential and important entities', 'Wesentliche und wichtige Einrichtungen'],
    ['risk-management', 'Risk-management measures (Art. 21)', 'Risikomanagementmaßnahmen (Art. 21)'],
    ['incident-reporting', 'Incident reporting (Art. 23)', 'Meldepflichten (Art. 23)'],
  ].map(([key, en, de]) => ({ slug: `nis2-${key}`, en: `NIS2: ${en}`, de: `NIS2: ${de}` })),
  purdue: [
    ['Physical process', 'Physischer Prozess'],
    ['Basic control', 'Basissteuerung'],
    ['Area supervisory control', 'Bereichsüberwachung'],
    ['Site operations', 'Standortbetrieb'],
    ['Business planning and logistics', 'Geschäftsplanung und Logistik'],
    ['Enterprise network', 'Unternehmensnetz'],
  ].map(([en, de], level) => ({ slug: `purdue-level-${level}`, en: `Purdue level ${level}: ${en}`, de: `Purdue-Ebene ${level}: ${de}` })),
  sector: SECTORS.filter((sector) => sector !== 'Other').map((sector) => ({
    slug: `sector-${sectorKey(sector)}`,
    en: sector,
    de: german(`sectors.${sector}`),
  })),
}

/** Which demo rows carry which tags, by collection and title (agenda items: every event's session of that title). */
const TAGGED: [CollectionSlug, string, string[]][] = [
  ['documents', 'Zero Trust for Industrial Control Systems', ['iec-62443-3-3', 'nist-csf-protect', 'purdue-level-2', 'purdue-level-3']],
  ['documents', 'Netzsegmentierung in der Prozessindustrie', ['iec-62443-3-2', 'sector-chemical-petrochemical', 'purdue-level-3']],
  ['documents', 'Patch Management Guideline for PLCs', ['iec-62443-2-3', 'nerc-cip-007', 'purdue-level-1']],
  ['documents', 'Sécurité des réseaux d’eau potable', ['sector-water-treatment', 'nis2-risk-management']],
  ['documents', 'Remote Access Survey Results 2025', ['iec-62443-2-4', 'nist-csf-protect']],
  ['documents', 'Gestión de activos OT', ['nist-csf-identify', 'iso-iec-27001']],
  ['events', 'OT Security Summit 2026', ['iec-62443-3-3', 'nis2-risk-management', 'nist-csf-govern']],
  ['events', 'Water Sector Cyber Day', ['sector-water-treatment', 'nis2-entities']],
  ['events', 'Industrial Networks Workshop', ['iec-62443-3-2', 'purdue-level-2', 'purdue-level-3']],
  ['events', 'Brownfield Modernisation Forum', ['sector-manufacturing', 'iec-62443-2-1']],
  ['agenda-items', 'Segmenting legacy control networks', ['iec-62443-3-2', 'purdue-level-2']],
  ['agenda-items', 'Patch management without downtime', ['iec-62443-2-3', 'nerc-cip-007']],
  ['agenda-items', 'Asset inventory from passive monitoring', ['nist-csf-identify', 'nerc-cip-002']],
  ['agenda-items', 'Incident response drills for operators', ['nist-csf-respond', 'nis2-incident-reporting']],
  ['projects', 'Open PLC Security Baseline', ['iec-62443-4-2', 'purdue-level-1', 'sector-manufacturing']],
  ['projects', 'OT Incident Response Playbook', ['nist-csf-respond', 'nis2-incident-reporting', 'sector-energy-utilities']],
  ['projects', 'Digital Substation Reference Architecture', ['iso-iec-27019', 'nerc-cip-005', 'sector-energy-utilities']],
  ['projects', 'Legacy Modbus Inventory Study', ['nist-csf-identify', 'purdue-level-1']],
]

/** The taxonomy's tags (each in English and German), then the demo content's tags; rows that have tags keep theirs. */
export async function seedTags(seed: Seed): Promise<void> {
  const ids = new Map<string, number>()
  for (const [framework, rows] of Object.entries(TAXONOMY) as [TagFramework, TagRow[]][]) {
    for (const [position, row] of rows.entries()) {
      const tag = await seed.ensure('tags', matching({ slug: row.slug }), {
        name: row.en,
        slug: row.slug,
        framework,
        position,
        ...(row.description ? { description: row.description.en } : {}),
      })
      await addGerman(seed, 'tags', tag, { name: row.de, ...(row.description ? { description: row.description.de } : {}) })
      ids.set(row.slug, tag.id)
    }
  }
  for (const [collection, title, slugs] of TAGGED) {
    const { docs } = await seed.payload.find({
      collection,
      where: matching({ title }),
      limit: 50,
      depth: 0,
      overrideAccess: true,
      select: { tags: true },
    })
    const tags = slugs.map((slug) => ids.get(slug)!)
    for (const row of docs as Doc[])
      if (!Array.isArray(row.tags) || row.tags.length === 0)
        await seed.payload.update({ collection, id: row.id, data: { tags } as never, depth: 0, overrideAccess: true })
  }
}
