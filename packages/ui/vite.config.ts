import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Library build for consumers outside the monorepo (the workspace itself uses the source, see package.json
 * `exports`). ESM only, one file per source module so bundlers can drop unused components; React,
 * styled-components and the other runtime dependencies stay imports.
 */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^styled-components($|\/)/,
  /^radix-ui($|\/)/,
  /^@radix-ui\//,
  /^@tanstack\//,
];

/**
 * The theme imports the @fontsource CSS for the workspace. In the library those imports move to `dist/style.css`
 * as `@import '@fontsource/…'` lines that the consumer's bundler resolves from the kit's own dependencies:
 * a CSS import left in the JS would break server rendering under plain Node, and Vite's library mode would
 * inline every font file as base64 (1.3 MB of CSS). Consumers load it once: `import '@qone/ui/style.css'`.
 */
function fontImportsToStylesheet(): Plugin {
  const prefix = '\0qone-font-css:';
  const imports = new Set<string>();
  return {
    name: 'qone:font-imports-to-stylesheet',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith('@fontsource/') || !source.endsWith('.css')) return null;
      imports.add(source);
      // No `.css` at the end of the id, or Vite's CSS pipeline would pick the module up.
      return { id: prefix + source.slice(0, -'.css'.length), moduleSideEffects: false };
    },
    load(id) {
      return id.startsWith(prefix) ? 'export {};' : null;
    },
    generateBundle() {
      const source = [...imports]
        .sort()
        .map((specifier) => `@import '${specifier}';`)
        .join('\n');
      this.emitFile({ type: 'asset', fileName: 'style.css', source: `${source}\n` });
    },
  };
}

/**
 * styled-components 6 ships CommonJS as `main` (ESM only under the bundler-only `module` field), so under plain
 * Node `import styled from 'styled-components'` yields the whole CommonJS exports object and `styled.div` is
 * undefined. The named export `styled` works everywhere: the library build rewrites the default import to it.
 */
function styledNamedImport(): Plugin {
  const defaultImport = /import\s+styled\s*(?:,\s*\{([^}]*)\})?\s*from\s*(['"])styled-components\2;?/g;
  return {
    name: 'qone:styled-named-import',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const rewritten = code.replace(defaultImport, (_match, named: string | undefined) => {
        const others = named?.trim() ? `, ${named.trim().replace(/,$/, '')}` : '';
        return `import { styled${others} } from 'styled-components';`;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), fontImportsToStylesheet(), styledNamedImport()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2023',
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
