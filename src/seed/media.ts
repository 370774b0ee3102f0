import { type Doc, type Seed, matching, slug } from './context'
import { buildBannerPng, uploadFile } from './files'

/** A PNG in the media library (logo, portrait, banner), found again by its alt text. */
export async function image(seed: Seed, name: string, alt: string, data: Promise<Buffer>): Promise<Doc> {
  return seed.ensure('media', matching({ alt }), { alt }, { file: uploadFile(name, await data, 'image/png') })
}

/** The 16:9 banner of an event, survey or project, named after its title. */
export const banner = (seed: Seed, title: string, color: string, accent: string) =>
  image(seed, `${slug(title)}.png`, `${title} banner`, buildBannerPng(color, accent))
