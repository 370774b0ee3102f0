import { type Doc, type Seed, addGerman, matching, slug, titled } from './context'
import { buildPdf, uploadFile } from './files'
import { buildDocx, buildPptx } from './officeFiles'
import { richText } from './richText'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

// Documents of several types and languages; `event` is the title of the event they belong to,
// `de` the German title and description (a title in the file's own language stays as it is).
// Every one has its German version (issue 49, item 10; tests/content/demoContentGerman.test.ts).
const documentRows = [
  {
    title: 'Zero Trust for Industrial Control Systems',
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      'Zero trust replaces the flat plant network with verified, least-privilege connections.',
      'Every engineering workstation, historian and PLC gateway proves its identity before it talks.',
      'Start with an asset inventory, then segment by Purdue level and monitor east-west traffic.',
      'Case study: a bottling line moved remote vendor access behind a brokered jump host.',
    ],
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
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      'Netzsegmentierung trennt Leitsystem, Feldebene und Büronetz in eigene Zonen.',
      'Zwischen den Zonen regeln Conduits und Firewalls, welche Verbindungen erlaubt sind.',
      'Das Beispiel eines Chemieparks zeigt Zonen nach IEC 62443 und ihre Übergänge.',
      'Wartungszugänge für Dienstleister laufen über eine demilitarisierte Zone.',
    ],
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
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      'Welcome to IT/OT Convergence Week',
      'Why the plant floor and the data center share one roadmap',
      'Agenda: asset visibility, secure remote access, predictive maintenance',
      'Thank you to our hosts and sponsors',
    ],
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
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      "La sécurité des réseaux d'eau potable repose sur la surveillance des stations de pompage.",
      "Les automates de télégestion doivent être isolés d'Internet.",
      'Un plan de reprise décrit le fonctionnement manuel des vannes.',
    ],
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
  {
    title: 'Remote Access Survey Results 2025',
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      '412 community members answered the remote access survey.',
      '61 percent use vendor VPNs, 22 percent a brokered jump host, 17 percent shared accounts.',
      'Most wanted: session recording, just-in-time approval and multi-factor authentication.',
    ],
    de: {
      title: 'Ergebnisse der Umfrage zum Fernzugriff 2025',
      description: 'Bericht der Open OT Foundation, für die Community bereitgestellt.',
    },
    documentType: 'Report',
    company: 'Open OT Foundation',
    language: 'English',
    rank: 4,
    event: null,
    // For the community: signed-in members only.
    tlp: 'green',
  },
  {
    title: 'Clean Room Incident Response Playbook',
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      'Isolate the filling line PLC from the plant network before collecting evidence.',
      'Call the shift engineer and the site security officer; never reboot the safety controller.',
      'Restore from the signed configuration backup and compare the ladder logic checksums.',
    ],
    de: {
      title: 'Incident-Response-Playbook für den Reinraum',
      description: 'Playbook von Helvetia Pharma Production, für die Community bereitgestellt.',
    },
    documentType: 'Playbook',
    company: 'Helvetia Pharma Production',
    language: 'English',
    rank: 3,
    event: null,
    // Shared with one partner, on a need-to-know basis (access/library/tlpAccess.ts): Claire reads it, Maria does not.
    tlp: 'amber',
    sharedWith: ['Alpine Water Works'],
  },
  {
    title: 'Patch Management Guideline for PLCs',
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      'Dieser Leitfaden beschreibt das Patch-Management für speicherprogrammierbare Steuerungen.',
      'Firmware-Updates werden zuerst auf einer Testanlage geprüft und im Wartungsfenster eingespielt.',
      'Jede Änderung wird mit Version, Prüfsumme und Freigabe dokumentiert.',
    ],
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
    // What the file itself says: found by members' search (the words inside documents).
    body: [
      'La gestión de activos OT empieza con un inventario completo de controladores y sensores.',
      'Cada activo registra su firmware, su ubicación y su responsable.',
      'El inventario alimenta el análisis de vulnerabilidades.',
    ],
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

type DocumentRow = (typeof documentRows)[number] & { tlp?: string; sharedWith?: string[] }

/**
 * The documents with real small files and real text: PDFs, the guideline as a Word document, the
 * slides as a PowerPoint file and the report as plain text. Their words are read by the jobs
 * queue after upload, and by the seed itself at its end (src/seed/index.ts).
 */
export async function seedDocuments(seed: Seed, events: Doc[], organizations: Record<string, Doc>): Promise<Doc[]> {
  const documents: Doc[] = []
  for (const { event, de, body, tlp = 'clear', sharedWith = [], ...row } of documentRows as DocumentRow[]) {
    const lines = [`${row.documentType} by ${row.company}.`, ...body]
    const name = slug(row.title)
    const file =
      row.documentType === 'Report'
        ? uploadFile(`${name}.txt`, Buffer.from(`${row.title}\n\n${lines.join('\n')}\n`), 'text/plain')
        : row.documentType === 'Guideline'
          ? uploadFile(`${name}.docx`, await buildDocx(row.title, lines), DOCX)
          : row.documentType === 'Presentation' && row.language === 'English'
            ? uploadFile(`${name}.pptx`, await buildPptx(body.map((title) => ({ title, lines: [row.company] }))), PPTX)
            : uploadFile(`${name}.pdf`, buildPdf(row.title, lines), 'application/pdf')
    const stored = await seed.ensure(
      'documents',
      matching({ title: row.title }),
      {
        ...row,
        description: richText(`${row.documentType} from ${row.company}, shared with the community.`),
        event: event === null ? null : titled(events, event).id,
        // The company's organization owns it, when it is one of the demo organizations.
        owningOrganization: organizations[row.company]?.id ?? null,
        tlp,
        sharedWithOrganizations: sharedWith.map((name) => organizations[name]!.id),
      },
      { file },
    )
    await addGerman(seed, 'documents', stored, { title: de.title, description: richText(de.description) })
    documents.push(stored)
  }
  await seedSecondEdition(seed, titled(documents, 'Zero Trust for Industrial Control Systems'))
  return documents
}

/**
 * The Zero Trust whitepaper's second edition (issue 23, item 3): a new file with a change note, so
 * its version history shows two files and the members who downloaded the first are told.
 */
async function seedSecondEdition(seed: Seed, document: Doc): Promise<void> {
  const { totalDocs } = await seed.payload.count({
    collection: 'document-versions',
    where: { document: { equals: document.id } },
    overrideAccess: true,
  })
  if (totalDocs >= 2) return
  const title = String(document.title)
  await seed.payload.update({
    collection: 'documents',
    id: document.id,
    data: { changeNote: 'Second edition: adds remote access for vendors and a checklist for brownfield plants.' } as never,
    file: uploadFile(
      `${slug(title)}-2nd-edition.pdf`,
      // The first edition's words stay (members' search finds them in the file), with the new ones.
      buildPdf(`${title} (second edition)`, [
        'Whitepaper by Cobalt Secure Systems, second edition.',
        ...documentRows[0]!.body,
        'Vendors reach plant assets only through a brokered, recorded session.',
        'A checklist for brownfield plants closes the paper.',
      ]),
      'application/pdf',
    ),
    overrideAccess: true,
  })
}
