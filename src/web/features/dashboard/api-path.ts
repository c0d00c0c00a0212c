/** The dashboard's figures; its own module so the page-load prefetch can name it without the screen's code. */
export const DASHBOARD_API_PATH = '/api/dashboard';
