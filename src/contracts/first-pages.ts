/**
 * What the web app and the server agree on about a page's first load.
 *
 * A visitor's pages paint with the shell strings in the first chunk; every other page needs the
 * whole English tree (English is the fallback of every language). The dashboard, where a
 * signed-in learner lands, starts its screen's code and its figures at once.
 */
export const VISITOR_PAGES: readonly string[] = ['/register', '/reset-password'];

export const DASHBOARD_PAGE = '/dashboard';
export const DASHBOARD_API_PATH = '/api/dashboard';
export const SESSION_API_PATH = '/api/session';
