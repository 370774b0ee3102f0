// The demo surveys' content, English with German beside it; surveys.ts writes it and the answers.

/** A question as the seed writes it: English first, then its German version. */
type QuestionRow = {
  questionText: string
  questionType: 'multiple_choice' | 'rating' | 'yes_no' | 'text'
  options?: string[]
  allowMultipleAnswers?: boolean
  isRequired?: boolean
  /** The question in German, and its options' labels in the same order. */
  de: { questionText: string; options?: string[] }
}

/**
 * Anonymous and sign-in-only surveys, and a closed one; `color` is the banner's. Each asks its
 * own questions, of all four types; `answers` holds one answer to each, in the same order
 * (answers keep the English option labels, whatever language they were given in). `de` is the
 * survey's title and description in German; each question has its German version beside it.
 */
export const SURVEY_ROWS: {
  title: string
  de: { title: string; description: string }
  isAnonymous: boolean
  isActive: boolean
  /** Members who answered compare their answers with their sector and organization type. */
  isBenchmark?: boolean
  color: string
  questions: QuestionRow[]
  answers: string[]
}[] = [
  {
    title: 'Remote Access Practices 2026',
    de: {
      title: 'Fernzugriff in der Praxis 2026',
      description: 'Helfen Sie der Community zu verstehen, wie Betreiber heute aus der Ferne auf ihre Anlagen zugreifen.',
    },
    isAnonymous: true,
    isActive: true,
    color: '#1e3a8a',
    questions: [
      {
        questionText: 'Which remote access method does your site use most?',
        questionType: 'multiple_choice',
        options: ['VPN', 'Jump host', 'Vendor cloud portal', 'None'],
        allowMultipleAnswers: false,
        de: {
          questionText: 'Welche Art des Fernzugriffs nutzt Ihr Standort am häufigsten?',
          options: ['VPN', 'Jump-Host', 'Cloud-Portal des Herstellers', 'Keine'],
        },
      },
      {
        questionText: 'Which topics should the community cover next?',
        questionType: 'multiple_choice',
        options: ['Segmentation', 'Patching', 'Asset inventory', 'Incident response'],
        allowMultipleAnswers: true,
        de: {
          questionText: 'Welche Themen sollte die Community als Nächstes aufgreifen?',
          options: ['Segmentierung', 'Patch-Management', 'Asset-Inventar', 'Incident Response'],
        },
      },
      {
        questionText: 'How would you rate your organization’s OT security maturity?',
        questionType: 'rating',
        de: { questionText: 'Wie bewerten Sie den Reifegrad der OT-Sicherheit in Ihrer Organisation?' },
      },
      {
        questionText: 'Do you run a dedicated OT security team?',
        questionType: 'yes_no',
        de: { questionText: 'Gibt es bei Ihnen ein eigenes OT-Security-Team?' },
      },
      {
        questionText: 'What is your biggest obstacle today?',
        questionType: 'text',
        isRequired: false,
        de: { questionText: 'Was ist derzeit Ihr größtes Hindernis?' },
      },
    ],
    answers: ['VPN', JSON.stringify(['Segmentation', 'Patching']), '4', 'yes', 'Budget for legacy replacements'],
  },
  {
    title: 'Community Event Feedback',
    de: {
      title: 'Feedback zu Community-Veranstaltungen',
      description: 'Helfen Sie uns, die Veranstaltungen der Community weiter zu verbessern.',
    },
    isAnonymous: false,
    isActive: true,
    isBenchmark: true,
    color: '#0f766e',
    questions: [
      {
        questionText: 'Which part of the event was most useful to you?',
        questionType: 'multiple_choice',
        options: ['Keynotes', 'Hands-on workshops', 'Networking breaks', 'Vendor exhibition'],
        allowMultipleAnswers: false,
        de: {
          questionText: 'Welcher Teil der Veranstaltung war für Sie am nützlichsten?',
          options: ['Keynotes', 'Praxis-Workshops', 'Networking-Pausen', 'Herstellerausstellung'],
        },
      },
      {
        questionText: 'Which formats would you like at the next event?',
        questionType: 'multiple_choice',
        options: ['Live demos', 'Panel discussions', 'Capture the flag', 'Plant tour'],
        allowMultipleAnswers: true,
        de: {
          questionText: 'Welche Formate wünschen Sie sich für die nächste Veranstaltung?',
          options: ['Live-Demos', 'Podiumsdiskussionen', 'Capture the Flag', 'Werksbesichtigung'],
        },
      },
      {
        questionText: 'How would you rate the event overall?',
        questionType: 'rating',
        de: { questionText: 'Wie bewerten Sie die Veranstaltung insgesamt?' },
      },
      {
        questionText: 'Would you recommend the event to a colleague?',
        questionType: 'yes_no',
        de: { questionText: 'Würden Sie die Veranstaltung Kolleginnen und Kollegen empfehlen?' },
      },
      {
        questionText: 'What should we improve at the next event?',
        questionType: 'text',
        isRequired: false,
        de: { questionText: 'Was sollten wir bei der nächsten Veranstaltung besser machen?' },
      },
    ],
    answers: ['Hands-on workshops', JSON.stringify(['Live demos', 'Plant tour']), '5', 'yes', 'More time for questions after the talks'],
  },
  {
    title: 'Legacy Protocols Census',
    de: {
      title: 'Erhebung zu Altprotokollen',
      description: 'Helfen Sie der Community zu verstehen, welche Altprotokolle noch im Einsatz sind.',
    },
    isAnonymous: false,
    isActive: false,
    color: '#4b5563',
    questions: [
      {
        questionText: 'Which legacy protocols still run in your plant?',
        questionType: 'multiple_choice',
        options: ['Modbus RTU', 'PROFIBUS', 'DNP3', 'OPC Classic'],
        allowMultipleAnswers: true,
        de: {
          questionText: 'Welche Altprotokolle laufen in Ihrer Anlage noch?',
          options: ['Modbus RTU', 'PROFIBUS', 'DNP3', 'OPC Classic'],
        },
      },
      {
        questionText: 'When do you plan to retire them?',
        questionType: 'multiple_choice',
        options: ['Within a year', 'In 1–3 years', 'Later', 'No plan'],
        allowMultipleAnswers: false,
        de: {
          questionText: 'Wann planen Sie, sie abzulösen?',
          options: ['Innerhalb eines Jahres', 'In 1–3 Jahren', 'Später', 'Noch nicht geplant'],
        },
      },
      {
        questionText: 'How well are these protocols documented at your site?',
        questionType: 'rating',
        de: { questionText: 'Wie gut sind diese Protokolle an Ihrem Standort dokumentiert?' },
      },
      {
        questionText: 'Are they separated from the office network?',
        questionType: 'yes_no',
        de: { questionText: 'Sind sie vom Büronetz getrennt?' },
      },
      {
        questionText: 'Which protocol worries you most, and why?',
        questionType: 'text',
        isRequired: false,
        de: { questionText: 'Welches Protokoll bereitet Ihnen die größten Sorgen, und warum?' },
      },
    ],
    answers: [],
  },
]
