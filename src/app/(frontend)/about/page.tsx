import { Handshake, Lightbulb, ShieldCheck } from 'lucide'
import type { Metadata } from 'next'

import { Icon } from '@/components/ui/icon'
import { requireCompleteProfile } from '@/lib/auth/requireCompleteProfile'

export const metadata: Metadata = { title: 'About · IT/OT Community' }

const VALUES = [
  {
    title: 'Collaboration',
    icon: Handshake,
    text: 'Operators, vendors, researchers and public bodies work on shared problems, in the open.',
  },
  {
    title: 'Knowledge Exchange',
    icon: Lightbulb,
    text: 'Practical experience from plants and control rooms, shared so others do not have to learn it the hard way.',
  },
  {
    title: 'Trust & Respect',
    icon: ShieldCheck,
    text: 'A vendor-neutral place where members speak frankly and what is shared in confidence stays there.',
  },
]

/** Community mission, its origin at an IT/OT summit, and three core values (spec 2). */
export default async function AboutPage() {
  await requireCompleteProfile()
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <section className="space-y-4">
        <h1 className="text-3xl font-semibold tracking-tight">About the IT/OT Community</h1>
        <p className="text-lg text-gray-700">
          Our mission is to bring information technology and operational technology professionals together, so that the systems that run
          plants, grids and water works become safer, more reliable and easier to modernise.
        </p>
        <p className="text-gray-700">
          The community grew out of an IT/OT summit, where engineers from the control room and specialists from the data centre realised
          they were solving the same problems from two sides. They kept talking after the summit ended; this platform is where that
          conversation continues, with events, shared documents, community projects and surveys.
        </p>
      </section>
      <section aria-labelledby="values-heading" className="space-y-4">
        <h2 id="values-heading" className="text-2xl font-semibold">
          Our core values
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {VALUES.map(({ title, icon, text }) => (
            <li key={title} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
              <Icon icon={icon} className="mb-3 size-8 text-brand-600" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
