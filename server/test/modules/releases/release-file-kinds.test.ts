import assert from 'node:assert/strict';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { refusedFileKind } from '../../../src/modules/releases/release-file-kinds.js';

const remote = { isHost: false };
const host = { isHost: true };
const text = (value: string) => Buffer.from(value);
const CLEAN_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z" fill="#000"/><text>turn it on = off</text></svg>';

describe('release file kinds', () => {
  it('takes what a frontend ships, and their .br and .gz copies', () => {
    const shipped = [
      ...['main.1a2b3c4d.js', 'remoteEntry.js', 'worker.mjs', 'legacy.cjs', 'styles.0a1b2c3d.css', 'sub/dir/x.js'],
      ...['mf-manifest.json', 'mounts.json', 'first-screen.json', 'main.1a2b3c4d.js.map', 'main.1a2b3c4d.js.LICENSE.txt'],
      ...['f.woff', 'f.woff2', 'f.ttf', 'f.otf', 'f.eot'],
      ...['i.png', 'i.jpg', 'i.JPEG', 'i.gif', 'i.webp', 'i.avif', 'favicon.ico', 'i.bmp'],
      ...['m.mp4', 'm.webm', 'm.ogg', 'm.mp3', 'm.wav', 'm.m4a', 'm.aac', 'm.flac', 'lib.wasm'],
      ...['main.1a2b3c4d.js.br', 'main.1a2b3c4d.js.gz', 'mf-manifest.json.gz'],
    ];
    for (const path of shipped) assert.equal(refusedFileKind(path, text('x'), remote), null, path);
  });

  it('refuses pages, and any file of no known kind, naming it', () => {
    for (const path of ['index.html', 'page.htm', 'a.xhtml', 'b.shtml', 'INDEX.HTML', 'sub/index.html', 'index.html.br']) {
      assert.match(refusedFileKind(path, text('<p>'), remote)!, new RegExp(`^${path.replace(/\./g, '\\.')}: .*HTML page`), path);
    }
    for (const path of ['LICENSE', 'run.sh', '.htaccess', 'data.xml', 'app.exe', 'main.js.zip', 'x.js.br.gz', 'notes.md', 'dir/README']) {
      assert.match(refusedFileKind(path, text('x'), remote) ?? '', /this is none of them/, path);
    }
  });

  it("lets the host ship its index.html (and copies) at its build's root and its React development copy's, and no other page", () => {
    for (const path of ['index.html', 'index.html.br', 'index.html.gz', 'react-development/index.html'])
      assert.equal(refusedFileKind(path, text('<p>'), host), null, path);
    assert.match(refusedFileKind('react-development/index.html', text('<p>'), remote) ?? '', /HTML page/);
    for (const path of ['other.html', 'sub/index.html', 'Index.html', 'index.htm', 'react-development/other.html']) {
      assert.match(refusedFileKind(path, text('<p>'), host) ?? '', /HTML page/, path);
    }
  });

  it('takes an SVG image, refusing one that holds a script, also in a compressed copy', () => {
    assert.equal(refusedFileKind('logo.svg', text(CLEAN_SVG), remote), null);
    assert.equal(refusedFileKind('logo.svg.gz', gzipSync(CLEAN_SVG), remote), null);
    const scripted = [
      '<svg><script>alert(1)</script></svg>',
      '<svg><SCRIPT xlink:href="x.js"/></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><g\nONCLICK = "alert(1)"/></svg>',
      '<svg/onload=alert(1)>',
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><a xlink:href="JaVaScRiPt:alert(1)"/></svg>',
      '<svg><a href="java&#x09;script&#58;alert(1)"/></svg>',
      '<svg><a href="&#106;avascript&colon;alert(1)"/></svg>',
      '<svg><foreignObject><div>html</div></foreignObject></svg>',
      '<svg><FOREIGNOBJECT/></svg>',
    ];
    for (const svg of scripted) {
      assert.match(refusedFileKind('icon.svg', text(svg), remote) ?? '', /^icon\.svg: an SVG image may not hold a script/, svg);
      assert.match(refusedFileKind('icon.svg.br', brotliCompressSync(svg), remote) ?? '', /^icon\.svg\.br: an SVG/, svg);
      assert.match(refusedFileKind('icon.svg.gz', gzipSync(svg), remote) ?? '', /^icon\.svg\.gz: an SVG/, svg);
    }
    assert.match(refusedFileKind('icon.svg.gz', text(CLEAN_SVG), remote) ?? '', /cannot be uncompressed/);
  });
});
