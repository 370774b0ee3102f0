import type { Access } from 'payload'

/** Public content: visitors included. */
export const anyone: Access = () => true
