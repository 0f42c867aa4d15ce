import { build, type Plugin } from 'vite';
import path from 'node:path';

/**
 * Builds the Firebase Cloud Messaging service worker from its TypeScript source into one
 * classic script at a fixed name in the output folder (a service worker's URL is its identity,
 * so no content hash), after the app's own bundle. The app registers it only when push is
 * configured (src/shell/push/startPush.ts), so nobody fetches it otherwise.
 */
export function firebaseServiceWorker(entry: string, fileName: string): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'firebase-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'firebaseMessagingSw', fileName: () => fileName },
        },
      });
    },
  };
}
