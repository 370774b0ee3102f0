/**
 * The production server's V8 heap limit. Node sizes its default heap from the machine's memory
 * (gigabytes on a large host), so a busy server grows far beyond what it needs before it
 * collects. SERVER_HEAP_MB sets the limit (default 512); a NODE_OPTIONS that already sets one
 * wins.
 */
export function withServerHeap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const options = env.NODE_OPTIONS ?? ''
  if (/--max-old-space-size/.test(options)) return env
  const megabytes = Number(env.SERVER_HEAP_MB) || 512
  return { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${megabytes}`.trim() }
}
