import { type Doc, type Seed, matching, slug, titled } from './context'
import { buildPdf, uploadFile } from './files'
import { richText } from './richText'

// Documents of several types and languages; `event` is the title of the event they belong to.
const documentRows = [
  {
    title: 'Zero Trust for Industrial Control Systems',
    documentType: 'Whitepaper',
    company: 'Cobalt Secure Systems',
    language: 'English',
    rank: 10,
    event: 'OT Security Summit 2026',
  },
  {
    title: 'Netzsegmentierung in der Prozessindustrie',
    documentType: 'White Paper',
    company: 'Nordwerk Chemicals',
    language: 'German',
    rank: 8,
    event: null,
  },
  {
    title: 'Convergence Week Opening Slides',
    documentType: 'Presentation',
    company: 'Open OT Foundation',
    language: 'English',
    rank: 6,
    event: 'IT/OT Convergence Week',
  },
  {
    title: 'Sécurité des réseaux d’eau potable',
    documentType: 'Presentation',
    company: 'Alpine Water Works',
    language: 'French',
    rank: 5,
    event: null,
  },
  {
    title: 'Remote Access Survey Results 2025',
    documentType: 'Report',
    company: 'Open OT Foundation',
    language: 'English',
    rank: 4,
    event: null,
  },
  {
    title: 'Patch Management Guideline for PLCs',
    documentType: 'Guideline',
    company: 'Rhein Automation GmbH',
    language: 'German',
    rank: 3,
    event: null,
  },
  {
    title: 'Gestión de activos OT',
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
  for (const { event, ...row } of documentRows) {
    const lines = [
      `${row.documentType} by ${row.company}.`,
      'This demo document belongs to the IT/OT Community seed content.',
      'It is small on purpose: a real PDF that downloads and opens.',
    ]
    const file =
      row.documentType === 'Report'
        ? uploadFile(`${slug(row.title)}.txt`, Buffer.from(`${row.title}\n\n${lines.join('\n')}\n`), 'text/plain')
        : uploadFile(`${slug(row.title)}.pdf`, buildPdf(row.title, lines), 'application/pdf')
    documents.push(
      await seed.ensure(
        'documents',
        matching({ title: row.title }),
        {
          ...row,
          description: richText(`${row.documentType} from ${row.company}, shared with the community.`),
          event: event === null ? null : titled(events, event).id,
        },
        { file },
      ),
    )
  }
  return documents
}
