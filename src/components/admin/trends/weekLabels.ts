/** A week's Monday ("2026-11-23") as the admin writes dates: "23.11.2026". */
export const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

/** The same, short, for a chart's axis: "23.11.". */
export const shortWeek = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`
