// `node scripts/testRun/cpuCounterJumps.mjs [seconds]`: how this machine's per-thread CPU counter
// (/proc/self/task/<tid>/schedstat) behaves under load. A busy loop reads its own counter and the
// clock every 0.2 ms of work and prints each read where the counter grew by more than 20 ms: on a
// virtual machine whose host takes the virtual CPU away without reporting steal time, the counter
// jumps by the time taken (about 100 ms here) while the loop did 0.2 ms of work. Bounds on a
// thread's CPU per event-loop turn (tests/support/processLoad.ts) leave room for such a jump.
import fs from 'node:fs'

const counterMs = () => Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
const seconds = Number(process.argv[2] ?? 60)
const end = performance.now() + seconds * 1000
const jumps = []
let sum = 0
let lastClock = performance.now()
let lastCounter = counterMs()
while (lastClock < end) {
  for (let i = 0; i < 20_000; i++) sum += i
  const clock = performance.now()
  const counter = counterMs()
  if (counter - lastCounter > 20)
    jumps.push({ atMs: Math.round(clock), counterMs: +(counter - lastCounter).toFixed(1), clockMs: +(clock - lastClock).toFixed(1) })
  lastClock = clock
  lastCounter = counter
}
console.log(
  `${jumps.length} jumps of the CPU counter over 20 ms in ${seconds} s (load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}):`,
)
for (const jump of jumps) console.log(JSON.stringify(jump))
if (sum < 0) console.log(sum)
