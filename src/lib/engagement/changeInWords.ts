import { COMPARED_WEEKS, type PeriodChange } from './periodChange'

const number = new Intl.NumberFormat('en-US')

/** What a trend card says about its change, in words (the arrow and colour only repeat it). */
export function changeInWords(change: PeriodChange, unit: { mean?: boolean } = {}): { arrow: string; text: string } {
  const per = unit.mean ? 'a week on average' : ''
  const figures = `${number.format(change.current)}${per ? ` ${per}` : ''} against ${number.format(change.previous)}`
  const before = `the ${COMPARED_WEEKS} weeks before`
  switch (change.direction) {
    case 'up':
      return { arrow: '↑', text: `Up ${change.percent}% on ${before} (${figures})` }
    case 'down':
      return { arrow: '↓', text: `Down ${Math.abs(change.percent ?? 0)}% on ${before} (${figures})` }
    case 'flat':
      return { arrow: '→', text: `No change on ${before} (${figures})` }
    case 'new':
      return { arrow: '↑', text: `${number.format(change.current)}${per ? ` ${per}` : ''}, none in ${before}` }
    case 'none':
      return { arrow: '→', text: `None in the last ${COMPARED_WEEKS} weeks or ${before}` }
    case 'unknown':
      return { arrow: '–', text: `Not enough data yet to compare: needs ${2 * COMPARED_WEEKS} complete weeks` }
  }
}
