import { describe, expect, it } from 'vitest';
import { closure, htmlScripts, type Manifest } from '../../scripts/first-load-size';

// The size check in `npm test` counts what a first visit fetches; these pin how it walks the build.
describe('first-load size check', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-2.js'],
      dynamicImports: ['chat.tsx'],
    },
    '_react-2.js': { file: 'assets/react-2.js', imports: ['_shared-3.js'] },
    '_shared-3.js': { file: 'assets/shared-3.js', imports: ['_react-2.js'] },
    'chat.tsx': { file: 'assets/chat-4.js', imports: ['_shared-3.js', '_audio-5.js'] },
    '_audio-5.js': { file: 'assets/audio-5.js' },
  };

  it('follows static imports, each file once, and leaves lazy screens out', () => {
    expect(closure(manifest, ['index.html']).sort()).toEqual([
      'assets/index-1.js',
      'assets/react-2.js',
      'assets/shared-3.js',
    ]);
  });

  it("adds a route's screen and what it imports", () => {
    expect(closure(manifest, ['index.html', 'chat.tsx'])).toContain('assets/audio-5.js');
  });

  it('refuses a chunk the build does not have, rather than counting nothing', () => {
    expect(() => closure(manifest, ['settings.tsx'])).toThrow(/settings\.tsx/);
  });

  it("reads index.html's script and modulepreloads", () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="stylesheet" href="/assets/a.css">';
    expect(htmlScripts(html)).toEqual(['assets/index-1.js', 'assets/react-2.js']);
  });
});
