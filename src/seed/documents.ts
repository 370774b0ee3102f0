import { type Doc, type Seed, addGerman, matching, slug, titled } from './context'
import { buildPdf, uploadFile } from './files'
import { richText } from './richText'

// Documents of several types and languages; `event` is the title of the event they belong to,
// `de` the German title and description (a title in the file's own language stays as it is).
const documentRows = [
  {
    title: 'Zero Trust for Industrial Control Systems',
    de: {
      title: 'Zero Trust für industrielle Steuerungssysteme',
      description: 'Whitepaper von Cobalt Secure Systems, für die Community bereitgestellt.',
    },
    documentType: 'Whitepaper',
    company: 'Cobalt Secure Systems',
    language: 'English',
    rank: 10,
    event: 'OT Security Summit 2026',
  },
  {
    title: 'Netzsegmentierung in der Prozessindustrie',
    de: {
      title: 'Netzsegmentierung in der Prozessindustrie',
      description: 'Whitepaper von Nordwerk Chemicals, für die Community bereitgestellt.',
    },
    documentType: 'White Paper',
    company: 'Nordwerk Chemicals',
    language: 'German',
    rank: 8,
    event: null,
  },
  {
    title: 'Convergence Week Opening Slides',
    de: {
      title: 'Eröffnungsfolien der Convergence Week',
      description: 'Präsentation der Open OT Foundation, für die Community bereitgestellt.',
    },
    documentType: 'Presentation',
    company: 'Open OT Foundation',
    language: 'English',
    rank: 6,
    event: 'IT/OT Convergence Week',
  },
  {
    title: 'Sécurité des réseaux d’eau potable',
    de: {
      title: 'Sécurité des réseaux d’eau potable',
      description: 'Präsentation von Alpine Water Works (auf Französisch), für die Community bereitgestellt.',
    },
    documentType: 'Presentation',
    company: 'Alpine Water Works',
    language: 'French',
    rank: 5,
    event: null,
  },
  // Left in English on purpose: no German version, so the German site shows the English title
  // and description (the fallback) and the admin marks the translation as missing.
  {
    title: 'Remote Access Survey Results 2025',
    de: null,
    documentType: 'Report',
    company: 'Open OT Foundation',
    language: 'English',
    rank: 4,
    event: null,
  },
  {
    title: 'Patch Management Guideline for PLCs',
    de: {
      title: 'Leitfaden Patch-Management für SPS',
      description: 'Leitfaden der Rhein Automation GmbH, für die Community bereitgestellt.',
    },
    documentType: 'Guideline',
    company: 'Rhein Automation GmbH',
    language: 'German',
    rank: 3,
    event: null,
  },
  {
    title: 'Gestión de activos OT',
    de: {
      title: 'Gestión de activos OT',
      description: 'Whitepaper der Technical University of Mittelstadt (auf Spanisch), für die Community bereitgestellt.',
    },
    documentType: 'Whitepaper',
    company: 'Technical University of Mittelstadt',
    language: 'Spanish',
    rank: 0,
    event: null,
  },
]

/** The documents with real small files: PDFs, and the report as a plain-text file. */
export async function seedDocuments(seed: Seed, events: Doc[]): Promise<Doc[]> {
  const documents: Doc[] = []
  for (const { event, de, ...row } of documentRows) {
    const lines = [
      `${row.documentType} by ${row.company}.`,
      'This demo document belongs to the IT/OT Community seed content.',
      'It is small on purpose: a real PDF that downloads and opens.',
    ]
    const file =
      row.documentType === 'Report'
        ? uploadFile(`${slug(row.title)}.txt`, Buffer.from(`${row.title}\n\n${lines.join('\n')}\n`), 'text/plain')
        : uploadFile(`${slug(row.title)}.pdf`, buildPdf(row.title, lines), 'application/pdf')
    const stored = await seed.ensure(
      'documents',
      matching({ title: row.title }),
      {
        ...row,
        description: richText(`${row.documentType} from ${row.company}, shared with the community.`),
        event: event === null ? null : titled(events, event).id,
      },
      { file },
    )
    if (de) await addGerman(seed, 'documents', stored, { title: de.title, description: richText(de.description) })
    documents.push(stored)
  }
  return documents
}
