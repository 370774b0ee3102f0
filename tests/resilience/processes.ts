/** Finding and killing the processes of one app launcher (Linux /proc). */
import fs from 'node:fs'

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
export const parentOf = (pid: number) => {
  const stat = read(`/proc/${pid}/stat`)
  return stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : 0
}
export const commandLine = (pid: number) => read(`/proc/${pid}/cmdline`).split('\0').join(' ').trim()

/** Every process below `root` (children, grandchildren, ...). */
export function descendants(root: number): number[] {
  const all = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
  const found: number[] = []
  let frontier = [root]
  while (frontier.length) {
    const children = all.filter((pid) => frontier.includes(parentOf(pid)))
    found.push(...children)
    frontier = children
  }
  return found
}

/** The Next.js server of a launcher: its descendant listening on `port` (it names itself next-server). */
export function nextServerPid(launcherPid: number, port: number): number {
  // Listening sockets (state 0A) on the port, by inode, from the kernel's socket tables.
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of read(table).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields[3] === '0A' && parseInt(fields[1]?.split(':').pop() ?? '', 16) === port && fields[9]) inodes.add(fields[9])
    }
  }
  const listening = descendants(launcherPid).filter((pid) => {
    try {
      return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
        return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')
      })
    } catch {
      return false
    }
  })
  if (listening.length !== 1)
    throw new Error(`expected one process of launcher ${launcherPid} listening on ${port}, found ${listening.join(', ') || 'none'}`)
  return listening[0]!
}

/**
 * Sends `signal` to each of `pids`. A process that already exited between the listing and the
 * signal (a child that ends as its parent is killed) is no error: it is gone, as asked.
 */
export function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return read(`/proc/${pid}/stat`).split(' ')[2] !== 'Z'
  } catch {
    return false
  }
}

export async function waitUntilGone(pids: number[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (pids.some(isAlive)) {
    if (Date.now() > deadline)
      throw new Error(
        `still running after ${timeoutMs} ms: ${pids
          .filter(isAlive)
          .map((pid) => `${pid} ${commandLine(pid)}`)
          .join('; ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
