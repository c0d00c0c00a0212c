import {
  DASHBOARD_API_PATH,
  DASHBOARD_PAGE,
  SESSION_API_PATH,
  VISITOR_PAGES,
} from '../../contracts/first-pages';

/** One chunk of Vite's build manifest (`dist/web/.vite/manifest.json`), as far as we read it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of what the first pages load at start besides the entry. */
export const ENGLISH_STRINGS = 'i18n/resources-en.ts';
export const DASHBOARD_SCREEN = 'features/dashboard/dashboard-screen.tsx';

/** The files of these manifest chunks and of everything they import statically, each once. */
export function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk "${key}" in the build manifest: has the module moved?`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export interface PageHints {
  /** Module scripts to fetch now (paths under the web root, no leading slash). */
  modules: string[];
  /** API GETs to fetch now, adopted by the page's own `fetch` of the same address. */
  fetches: string[];
}

/**
 * What a page needs at start that index.html does not name: without a hint the
 * browser finds it only after the entry chunk has downloaded and run, one round trip per step.
 * - a visitor's page, or any page without a session cookie: nothing (a visitor's strings are in
 *   the entry, and a signed-in page sends a visitor to /register);
 * - a signed-in page: the English strings (every language falls back to them);
 * - /dashboard: also the screen's code and its two requests, which the page starts anyway at
 *   load (app/prefetch.ts).
 * The three sets are worked out once, from the build; a page then gets one of them (the same
 * object each time, so a caller can keep what it builds from it).
 */
export function pageHints(manifest: Manifest): (path: string, hasSessionCookie: boolean) => PageHints {
  const visitor: PageHints = { modules: [], fetches: [] };
  const signedIn: PageHints = { modules: closure(manifest, [ENGLISH_STRINGS]), fetches: [] };
  const dashboard: PageHints = {
    modules: closure(manifest, [ENGLISH_STRINGS, DASHBOARD_SCREEN]),
    fetches: [SESSION_API_PATH, DASHBOARD_API_PATH],
  };
  return (path, hasSessionCookie) => {
    if (!hasSessionCookie || VISITOR_PAGES.includes(path)) return visitor;
    return path === DASHBOARD_PAGE ? dashboard : signedIn;
  };
}

/** index.html with the hints' links before `</head>`, leaving out modules it already names. */
export function withHints(html: string, hints: PageHints): string {
  const links = [
    ...hints.modules
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // `crossorigin` (anonymous): the page's same-origin `fetch` then finds and uses the preload.
    ...hints.fetches.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`),
  ];
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
}
