import type { Access, FieldAccess } from 'payload'

/** Writes that only the server itself makes (through overrideAccess), never a request. */
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false
