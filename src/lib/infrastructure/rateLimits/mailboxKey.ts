/**
 * The inbox an e-mail address reaches, as the per-address limits count it: trimmed, lower
 * case, the `+tag` of the local part dropped (`Victim+1@X` and ` victim+2@x ` reach victim@x)
 * and the domain's trailing dots dropped (`x.` is `x` to DNS). Dots in the local part are kept:
 * only some providers ignore them (Gmail), and the per-sender daily cap bounds what spelling
 * variants of one address can send. Linear in the address; the address is not validated here.
 */
export function mailboxKey(address: string): string {
  const text = address.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at < 0) return text
  const local = text.slice(0, at)
  const plus = local.indexOf('+')
  let end = text.length
  while (end > at + 1 && text[end - 1] === '.') end--
  return `${plus < 0 ? local : local.slice(0, plus)}@${text.slice(at + 1, end)}`
}
