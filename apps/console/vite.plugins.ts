import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * @fontsource stylesheets offer every face as woff2 with a woff fallback. Every browser the console supports takes
 * woff2, so the build keeps only that format: the faces, weights and unicode ranges (and so the rendering) are the
 * same, and no woff file lands in the build.
 */
export function woff2Only(): Plugin {
  const fallback = /,\s*url\([^)]+\.woff\)\s*format\(['"]woff['"]\)/g;
  return {
    name: 'qone:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].+\.css$/.test(id)) return null;
      return { code: code.replace(fallback, ''), map: null };
    },
  };
}

/**
 * Preloads the latin faces the first screen paints with, so text renders in its font without waiting for the CSS to
 * be parsed (every other subset and weight still loads on demand, by its unicode range). `faces` are file-name stems
 * such as `inter-latin-400-normal`.
 */
export function preloadFonts(faces: string[]): Plugin {
  return {
    name: 'qone:preload-fonts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return faces.map((face) => {
          const file = files.find((name) => name.startsWith(`assets/${face}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`preloadFonts: no ${face}*.woff2 in the build`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * The MSW worker lives in public/ for the offline mode (`VITE_API_MOCK=1`) and Storybook; a production build has no
 * use for it, so it is removed from the output unless the build itself is an offline one.
 */
export function withoutMockWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'qone:without-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.env.VITE_API_MOCK === '1') return;
      await rm(join(config.build.outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
