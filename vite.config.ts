import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { resolveBackendConfig } from './src/services/config';

export default defineConfig(({ mode }) => {
  // The backend is chosen once, here, from the checked environment; the
  // constant lets the bundler drop the other backend entirely.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const { backend } = resolveBackendConfig({ ...env, ...pickVite(process.env) });

  return {
    plugins: [react()],
    define: {
      __BACKEND__: JSON.stringify(backend),
    },
    build: {
      target: 'es2022',
      sourcemap: true,
    },
    server: {
      port: 5173,
    },
    preview: {
      port: 4173,
    },
  };
});

function pickVite(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined),
  );
}
