import './dashboard.scss'

/** The BEM block of dashboard.scss, the way Payload's own components name their classes. */
export const baseClass = 'engagement-dashboard'
