import localFont from 'next/font/local'

/**
 * Inter, served by Next.js from the app's own origin (next/font/local): preloaded, and with a
 * fallback (Arial) sized to Inter's metrics, so the text does not move when Inter arrives (the
 * font swap was the home page's layout shift on a phone). The file is @fontsource-variable/inter's
 * Latin one (with Latin-1: ä, é, ß ...); rarer letters (ł, ő, ș) are drawn by the sized fallback
 * rather than a second font that the browser would fetch on every page while Inter loads.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
