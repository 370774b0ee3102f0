import base from './vitest.config'
import { mergeConfig } from 'vitest/config'
export default mergeConfig(base, { test: { poolOptions: { forks: { execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] } }, execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] } })
