/** The in-page views the user menu switches to (SPEC §2): shown in place of the routed page until closed. */
export type AccountView = 'profile' | 'settings';
