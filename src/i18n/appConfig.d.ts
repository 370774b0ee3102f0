import type { Language } from './languages'
import type { Messages } from './messages'

// use-intl checks message keys and locales against the English catalogue at compile time.
declare module 'use-intl' {
  interface AppConfig {
    Locale: Language
    Messages: Messages
  }
}
