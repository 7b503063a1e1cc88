// Marks the scripts a page loads at start for eager compilation (V8's explicit compile hints).
//
// V8 compiles a function lazily: a script is pre-parsed when it arrives, and each function is
// parsed again and compiled on the main thread the first time it is called. The shell's entry
// script carries the app's frame and every library the first screen runs (React, the router,
// i18n, Fluent's context packages, shared-ui), so its functions were compiled one by one on the
// main thread while the first screen rendered. The comment `//# allFunctionsCalledOnLoad` as a
// script's first line (Chromium 136 and later; other browsers read a comment) makes V8 compile
// all of its functions up front, on the background thread that parses the script as it
// downloads.
//
// Only entry (initial) chunks are marked. A remote's chunks carry several screens, most of whose
// functions the first screen never calls: marked too, they cost more compiling than they saved
// (measured on /login; docs/decisions/0006-compile-hint-on-the-shell-entry.md).
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment; before the source maps are written
        // (their lines then count the added one) and before the content hashes are computed.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
