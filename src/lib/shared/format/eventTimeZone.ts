/** Event times are Berlin time everywhere (spec 2 and 9), whatever the server's or viewer's zone. */
export const EVENT_TIME_ZONE = 'Europe/Berlin'
