import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    rollupOptions: {
      input: { main: path.resolve(root, 'index.html'), playground: path.resolve(root, 'playground.html') },
    },
  },
  ssr: { noExternal: [] },
  // The dev pre-bundler cannot follow GraphiQL's `?worker` imports; the playground is served unbundled in dev.
  optimizeDeps: { entries: ['index.html'], exclude: ['graphiql', '@graphiql/react', '@graphiql/toolkit', 'monaco-editor', 'monaco-graphql'] },
});
