/**
 * A project owner's upload as the project page sends it (issue 48, item 3): a multipart body to
 * POST /api/project-documents over real HTTP with the session cookie, which the page now sends
 * with XMLHttpRequest to show its progress and offer Cancel. A complete upload adds the document;
 * an upload the browser stops midway (Cancel: xhr.abort()) adds no document and leaves no file;
 * the server refuses an oversized body while it is still arriving, a file that is no document, a
 * request without a session and a session cookie sent from another site.
 */
import fs from 'node:fs'
import http from 'node:http'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { UploadProgress } from '../../src/components/ui/UploadProgress'
import { slot } from '../../src/i18n/messageSlots'
import { translatorFor } from '../../src/i18n/translator'
import { mediaDir } from '../../src/lib/shared/paths'
import type { Project } from '../../src/payload-types'
import { buildPdf } from '../../src/seed/files'
import { errorsLoggedDuring } from '../security/loggedErrors'
import { uniqueWord } from '../support/actors'
import { startAppHttpServer } from '../support/appHttpServer'
import { createDoc } from '../support/create'
import { useActors } from '../support/payload'
import { tokenOf } from '../support/rest'

const given = useActors()
/** The site's own origin, which payload.config's csrf lets a session cookie come from (SERVER_URL in tests). */
const SITE_ORIGIN = new URL(process.env.SERVER_URL ?? 'http://localhost:3000').origin
const word = uniqueWord('uploadprogress')

let server: Awaited<ReturnType<typeof startAppHttpServer>>
let project: Project
let ownerToken: string

beforeAll(async () => {
  const { payload, actors } = given
  server = await startAppHttpServer(payload)
  project = await createDoc(payload, 'projects', {
    title: `Upload project ${word}`,
    type: 'Research',
    startDate: '2031-01-01T00:00:00.000Z',
    owner: actors.member.id,
  })
  ownerToken = await tokenOf(payload, actors.member)
})
afterAll(async () => {
  await server?.close()
})

/** A multipart body as a browser's FormData sends it: `_payload` (the fields as JSON) and `file`. */
function multipart(fields: Record<string, unknown>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----upload${word}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify(fields)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([head, file.data, tail]) }
}

/** A PDF of about `megabytes` MB: a real document padded with a comment (which readers skip), then its end (startxref, %%EOF) again. */
const pdfOf = (megabytes: number) => {
  const pdf = buildPdf('Upload progress', ['Sent with its progress shown.'])
  const end = pdf.subarray(pdf.lastIndexOf('startxref'))
  const padding = Math.max(0, Math.round(megabytes * 1024 * 1024) - pdf.length)
  return Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(padding)}\n`), end])
}

type Sent = { status: number | null; body: string; bytesSent: number; error?: string }

/**
 * Sends a body in 256 KB pieces as a browser does, with the headers a browser's same-origin
 * request carries (the session cookie, the site's Origin, Sec-Fetch-Site) unless told otherwise. With
 * `stopAfter` it stops there and drops the connection, as xhr.abort() does; it also stops when the
 * server has answered before the body is all sent.
 */
function send(
  { contentType, body }: { contentType: string; body: Buffer },
  { token = ownerToken as string | null, origin = SITE_ORIGIN as string | null, fetchSite = 'same-origin', stopAfter = Infinity } = {},
): Promise<Sent> {
  return new Promise((resolve) => {
    const url = new URL('/api/project-documents', server.url)
    let bytesSent = 0
    let answered = false
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'Content-Length': String(body.length),
        'Sec-Fetch-Site': fetchSite,
        Accept: 'application/json',
        ...(origin ? { Origin: origin } : {}),
        ...(token ? { Cookie: `payload-token=${token}` } : {}),
      },
    })
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8'), bytesSent }))
    })
    request.on('error', (error) => {
      if (!answered) resolve({ status: null, body: '', bytesSent, error: error.message })
    })
    const piece = 256 * 1024
    const next = () => {
      while (!answered && bytesSent < body.length) {
        if (bytesSent >= stopAfter) {
          // What xhr.abort() does to a body still being sent: the connection goes, once the server has had part of it.
          setTimeout(() => {
            request.destroy()
            resolve({ status: null, body: '', bytesSent, error: 'aborted' })
          }, 300)
          return
        }
        const end = Math.min(body.length, bytesSent + piece)
        const more = request.write(body.subarray(bytesSent, end))
        bytesSent = end
        if (!more) {
          request.once('drain', next)
          return
        }
      }
      if (!answered) request.end()
    }
    next()
  })
}

const filesOnDisk = () => (fs.existsSync(mediaDir('project-documents')) ? fs.readdirSync(mediaDir('project-documents')).sort() : [])
const documentsTitled = async (title: string) =>
  (await given.payload.count({ collection: 'project-documents', where: { title: { equals: title } }, overrideAccess: true })).totalDocs

describe('a project document sent with its progress', () => {
  test("a complete upload adds the document, which the owner's project page lists", async () => {
    const title = `Complete upload ${word}`
    const sent = await send(
      multipart({ project: project.id, title, tlp: 'green' }, { name: 'plan.pdf', type: 'application/pdf', data: pdfOf(2) }),
    )
    expect(sent.status, sent.body).toBe(201)
    const { docs } = await given.payload.find({
      collection: 'project-documents',
      where: { and: [{ project: { equals: project.id } }, { title: { equals: title } }] },
      user: given.actors.member,
      overrideAccess: false,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ tlp: 'green', mimeType: 'application/pdf', filesize: expect.any(Number) })
    expect(docs[0]!.filesize).toBeGreaterThan(2_000_000)
  })

  test('an upload cancelled midway (the browser stops sending) adds no document, leaves no file and logs no error', async () => {
    const title = `Cancelled upload ${word}`
    const before = filesOnDisk()
    const body = multipart({ project: project.id, title, tlp: 'green' }, { name: 'cancelled.pdf', type: 'application/pdf', data: pdfOf(6) })
    const errors = await errorsLoggedDuring(given.payload, async () => {
      const sent = await send(body, { stopAfter: 3 * 1024 * 1024 })
      expect(sent).toMatchObject({ status: null, error: 'aborted' })
      expect(sent.bytesSent).toBeLessThan(body.body.length)
      // Until the server has finished with the cut-off request: only then is "nothing was added" proven.
      await server.idle()
    })
    expect(await documentsTitled(title)).toBe(0)
    expect(filesOnDisk()).toEqual(before)
    expect(errors).toEqual([])
  })

  test('the server refuses a body over 25 MB while it is still arriving, and stores nothing', async () => {
    const title = `Oversized upload ${word}`
    const before = filesOnDisk()
    const body = multipart({ project: project.id, title }, { name: 'huge.pdf', type: 'application/pdf', data: pdfOf(40) })
    const sent = await send(body)
    await server.idle()
    // Refused at the limit, 25 MB into a 40 MB body (payload.config's upload limit): the answer came while the rest was still to be sent.
    expect(sent.status, sent.body).toBe(413)
    expect(sent.bytesSent).toBeLessThan(body.body.length)
    expect(await documentsTitled(title)).toBe(0)
    expect(filesOnDisk()).toEqual(before)
  })

  test('a file that is no document, no session and a session cookie from another site are refused; nothing is added', async () => {
    const title = `Refused upload ${word}`
    const document = () => multipart({ project: project.id, title }, { name: 'plan.pdf', type: 'application/pdf', data: pdfOf(0.1) })
    // A script named as a PDF: its content betrays it (collections/ProjectDocuments.ts, checkDocumentContent).
    const disguised = await send(
      multipart({ project: project.id, title }, { name: 'plan.pdf', type: 'application/pdf', data: Buffer.from('#!/bin/sh\necho hi\n') }),
    )
    expect(disguised.status, disguised.body).toBe(400)
    expect((await send(document(), { token: null })).status).toBe(403)
    // Another site's page posting the form: its Origin, or (no Origin) the browser's Sec-Fetch-Site.
    expect((await send(document(), { origin: 'http://evil.example', fetchSite: 'cross-site' })).status).toBe(403)
    expect((await send(document(), { origin: null, fetchSite: 'cross-site' })).status).toBe(403)
    expect(await documentsTitled(title)).toBe(0)
  })

  test('a body that ends before its form does (no closing boundary) is refused with 400, not a server error', async () => {
    const title = `Cut-off form ${word}`
    const whole = multipart({ project: project.id, title }, { name: 'plan.pdf', type: 'application/pdf', data: pdfOf(0.5) })
    const cut = { contentType: whole.contentType, body: whole.body.subarray(0, whole.body.length - 200_000) }
    const errors = await errorsLoggedDuring(given.payload, async () => {
      const sent = await send(cut)
      expect(sent.status, sent.body).toBe(400)
      expect(sent.body).toMatch(/ended before/)
    })
    expect(errors).toEqual([])
    expect(await documentsTitled(title)).toBe(0)
  })

  test('a body that is no form (a broken part header, no boundary at all) is refused with 400, not a server error', async () => {
    const boundary = `----upload${word}`
    const contentType = `multipart/form-data; boundary=${boundary}`
    const errors = await errorsLoggedDuring(given.payload, async () => {
      for (const body of [
        `--${boundary}\r\n${'x'.repeat(100_000)}\r\n\r\nvalue\r\n--${boundary}--\r\n`,
        'no boundary anywhere in this body',
      ]) {
        const sent = await send({ contentType, body: Buffer.from(body) })
        expect({ body: body.slice(0, 40), status: sent.status }).toEqual({ body: body.slice(0, 40), status: 400 })
      }
    })
    expect(errors).toEqual([])
  })
})

describe('the progress the form shows', () => {
  const render = (language: 'en' | 'de', share: number, sent: boolean) => {
    const t = translatorFor(language)
    const texts = {
      progress: t('projectPage.addDocument.progress'),
      sent: t('projectPage.addDocument.sent', { percent: slot('percent') }),
      checking: t('projectPage.addDocument.checking'),
      cancel: t('projectPage.addDocument.cancel'),
    }
    return renderToStaticMarkup(createElement(UploadProgress, { share, sent, texts, language, onCancel: () => {} }))
  }

  test("a named bar with its value, the share as text in the reader's language, announced politely at each quarter, and Cancel while sending", () => {
    const english = render('en', 0.42, false)
    expect(english).toContain('<progress aria-label="Upload progress" max="100" value="42"')
    expect(english).toContain('42% sent')
    // Announced at the last quarter passed, not at every percent.
    expect(english).toMatch(/<p role="status"[^>]*>25% sent<\/p>/)
    expect(english).toContain('>Cancel upload</button>')
    const german = render('de', 0.8, false)
    expect(german).toContain('aria-label="Fortschritt des Hochladens"')
    // German puts a (no-break) space before the percent sign.
    expect(german).toContain('80\u00a0% gesendet')
    expect(german).toMatch(/<p role="status"[^>]*>75\u00a0% gesendet<\/p>/)
    expect(german).toContain('>Hochladen abbrechen</button>')
  })

  test('once everything is sent, the bar runs without a value, says the file is being checked, and Cancel is gone', () => {
    const done = render('en', 1, true)
    expect(done).toMatch(/<progress aria-label="Upload progress" max="100" class=/)
    expect(done).not.toContain('value=')
    expect(done).toMatch(/<p role="status"[^>]*>Checking and saving the file…<\/p>/)
    expect(done).not.toContain('Cancel upload')
  })
})
