type Named = { firstName?: unknown; lastName?: unknown }

/** First and last name, or '' when neither is set (the cells then say 'No Name'). */
export const fullNameOf = ({ firstName, lastName }: Named = {}): string =>
  [firstName, lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ')
