type NameParts = { title?: unknown; firstName?: unknown; lastName?: unknown }

/**
 * 'Dr. Ada Lovelace', or 'Ingrid Larsen' for a speaker without a title (spec 3: none is empty).
 * The parts may be anything a request sent: collection beforeChange hooks run before Payload
 * validates the fields, so a part that is no text is left out here and refused by validation.
 */
export const speakerFullName = ({ title, firstName, lastName }: NameParts) =>
  [title, firstName, lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ')
