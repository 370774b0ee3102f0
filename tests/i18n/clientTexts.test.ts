import compile from 'icu-minify/compile'
import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { LanguageProvider } from '@/i18n/LanguageProvider'
import { LANGUAGES } from '@/i18n/languages'
import { MESSAGES } from '@/i18n/messages'
import { fillSlots, fillTextSlots, slot } from '@/i18n/messageSlots'
import { translatorFor } from '@/i18n/translator'
import { useTranslations } from '@/i18n/useTranslations'

describe('messages with a slot the browser fills (messageSlots)', () => {
  const slotted = [
    ['agenda.clashesWith', { titles: 'Keynote, OT forensics' }],
    ['site.yourTime', { place: 'New York', time: '03:00 – 04:00' }],
    ['site.yourProfileOf', { name: 'Ada' }],
    ['auth.sentTo', { email: 'ada@example.com' }],
    ['auth.openLink', { email: 'ada@example.com' }],
    ['apply.appliedOn', { date: '27.11.2026' }],
    ['apply.quoted', { message: 'I would like to help.' }],
    ['projectPage.addDocument.sent', { percent: '42 %' }],
  ] as const

  test('filled in the browser, they read as the server would have formatted them, in both languages', () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language) as unknown as (key: string, values?: Record<string, string>) => string
      for (const [key, values] of slotted) {
        const withSlots = t(key, Object.fromEntries(Object.keys(values).map((name) => [name, slot(name)])))
        expect(fillTextSlots(withSlots, values), `${language} ${key}`).toBe(t(key, values))
      }
    }
  })

  test('a value can be an element (the typed address, styled) and stays where the message puts it', () => {
    const german = translatorFor('de')('auth.sentTo', { email: slot('email') })
    const html = renderToStaticMarkup(
      createElement(Fragment, null, fillSlots(german, { email: createElement('span', { className: 'font-medium' }, 'a@b.de') })),
    )
    expect(html).toMatch(/^Wir haben eine E-Mail an <span class="font-medium">a@b\.de<\/span> gesendet\./)
  })
})

describe("form islands' translator (useTranslations)", () => {
  type Tree = { [key: string]: string | Tree }
  const compiled = (tree: Tree): Tree =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? (compile(value) as string) : compiled(value)]),
    )

  function render(language: 'en' | 'de', messages: Record<string, unknown>, strict: boolean, use: () => string) {
    const Island = () => createElement('p', null, use())
    return renderToStaticMarkup(createElement(LanguageProvider, { language, messages, strict }, createElement(Island)))
  }

  test('formats compiled messages with values and numbers in the page language, as the server does', () => {
    for (const language of LANGUAGES) {
      const profile = compiled(MESSAGES[language].profile as Tree)
      const html = render(language, { profile }, true, () => {
        const t = useTranslations('profile')
        return t('tooLong', { field: 'Bio', max: 2000 })
      })
      expect(html).toBe(`<p>${translatorFor(language)('profile.tooLong', { field: 'Bio', max: 2000 })}</p>`)
    }
    expect(translatorFor('de')('profile.tooLong', { field: 'Bio', max: 2000 })).toContain('2.000')
  })

  test('a namespace no provider gave fails the render on the test servers (STRICT_MESSAGES)', () => {
    expect(() =>
      render('en', {}, true, () => {
        const t = useTranslations('reminders')
        return t('title' as never)
      }),
    ).toThrow(/"reminders" was not given/)
  })

  test('nested providers add their namespaces to the outer ones', () => {
    const ui = compiled(MESSAGES.de.ui as Tree)
    const reminders = compiled(MESSAGES.de.reminders as Tree)
    const Island = () => {
      const cancel = useTranslations('ui')('cancel')
      const title = useTranslations('reminders')
      return createElement('p', null, `${cancel}|${typeof title}`)
    }
    const html = renderToStaticMarkup(
      createElement(
        LanguageProvider,
        { language: 'de', messages: { ui }, strict: true },
        createElement(LanguageProvider, { language: 'de', messages: { reminders }, strict: true }, createElement(Island)),
      ),
    )
    expect(html).toBe('<p>Abbrechen|function</p>')
  })
})
