// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chunkFilesOf, routePreloadScript, type BundledChunk } from './routePreload';

function chunk(fileName: string, imports: string[], extra: Partial<BundledChunk> = {}): BundledChunk {
  return { type: 'chunk', fileName, facadeModuleId: null, imports, isEntry: false, ...extra };
}

const chunks: BundledChunk[] = [
  chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: '/w/index.html' }),
  chunk('assets/react.js', []),
  chunk('assets/Editor.js', ['assets/react.js', 'assets/engine.js', 'assets/index.js'], {
    facadeModuleId: '/w/src/pages/editor/ChartEditorPage.tsx',
    viteMetadata: { importedCss: new Set(['assets/Editor.css']) },
  }),
  chunk('assets/engine.js', ['assets/comlink.js']),
  chunk('assets/comlink.js', []),
];

describe('chunkFilesOf', () => {
  it('lists the page chunk, its static imports and their CSS, without what the entry loads anyway', () => {
    expect(chunkFilesOf(chunks, 'src/pages/editor/ChartEditorPage.tsx').sort()).toEqual([
      'assets/Editor.css',
      'assets/Editor.js',
      'assets/comlink.js',
      'assets/engine.js',
    ]);
  });

  it('fails the build when the page has no chunk', () => {
    expect(() => chunkFilesOf(chunks, 'src/pages/Gone.tsx')).toThrow(/no chunk for src\/pages\/Gone\.tsx/);
  });
});

describe('routePreloadScript', () => {
  const script = routePreloadScript([
    { pattern: /^\/nl\/c\/[^/]+(?:\/?$|\/(?!login\/?$))/, files: ['assets/Editor.js', 'assets/Editor.css'] },
    { pattern: /^\/(?:nl\/?)?$/, files: ['assets/Home.js'] },
  ]);

  function linksAt(pathname: string): string[] {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', pathname);
    new Function(script)();
    return [...document.head.querySelectorAll('link')].map(
      (link) =>
        `${link.rel}${link.getAttribute('as') ? `:${link.getAttribute('as')}` : ''} ${link.getAttribute('href')}`,
    );
  }

  it('preloads the editor on a chart and its sub-screens', () => {
    const editor = ['modulepreload /assets/Editor.js', 'preload:style /assets/Editor.css'];
    expect(linksAt('/nl/c/abc')).toEqual(editor);
    expect(linksAt('/nl/c/new')).toEqual(editor);
    expect(linksAt('/nl/c/abc/download')).toEqual(editor);
  });

  it('preloads the landing page on /nl and nothing on other pages or the chart login', () => {
    expect(linksAt('/nl')).toEqual(['modulepreload /assets/Home.js']);
    expect(linksAt('/nl/browse')).toEqual([]);
    expect(linksAt('/nl/c/abc/login')).toEqual([]);
  });

  it('asks for the files in CORS mode, as the dynamic import later does', () => {
    linksAt('/nl/c/abc');
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });
});
