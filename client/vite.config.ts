import { defineConfig } from 'vite';

const serverUrl = process.env.SERVER_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  server: {
    proxy: {
      '/api': serverUrl,
      '/graphql': serverUrl,
      '/uploads': serverUrl,
    },
  },
});
