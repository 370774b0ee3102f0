/** Loads Payload's rich text (lexical) and exits 0 (tests/infrastructure/scriptStart.test.ts). */
import * as richText from '@payloadcms/richtext-lexical'

console.log(`loaded ${Object.keys(richText).length} exports`)
