import 'server-only'

import { headers } from 'next/headers'

import { clientAddress } from './clientAddress'

/** The client IP of the request a server action or server component runs for. */
export const requestClientAddress = async () => clientAddress(await headers())
