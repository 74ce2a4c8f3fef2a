import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import { VitePWA } from 'vite-plugin-pwa'

const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|@inertiajs[\\/][^\\/]+|@adonisjs[\\/](inertia|http-server)|@tuyau[\\/][^\\/]+|es-toolkit|ky|laravel-precognition|object-to-formdata)[\\/]/

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    /**
     * The paired devices' desk (decision 0121) is an installable app whose
     * shell opens without the network: Workbox's generated service worker,
     * at /desk-sw.js (public/, so its scope can be /desk), caches the desk's
     * page and everything the page loads; the devices' API is never cached.
     */
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'desk-sw.js',
      outDir: 'public',
      base: '/',
      buildBase: '/',
      scope: '/desk',
      manifest: {
        name: 'Accreditations desk',
        short_name: 'Desk',
        start_url: '/desk',
        scope: '/desk',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1e3a8a',
        icons: [],
      },
      workbox: {
        globDirectory: 'public',
        globPatterns: ['assets/**/*.{js,css,woff2}'],
        navigateFallback: null,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, request }) =>
              request.mode === 'navigate' && url.pathname === '/desk',
            handler: 'NetworkFirst',
            options: { cacheName: 'desk-page', networkTimeoutSeconds: 3 },
          },
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              request.mode !== 'navigate' &&
              !url.pathname.startsWith('/device-api/') &&
              !url.pathname.startsWith('/__transmit'),
            handler: 'NetworkFirst',
            options: { cacheName: 'desk-assets', networkTimeoutSeconds: 3 },
          },
        ],
      },
      devOptions: {
        enabled: true,
        suppressWarnings: true,
        navigateFallbackAllowlist: [/^\/desk$/],
      },
    }),
  ],
  /** Known up front: a dependency found mid-run makes Vite reload the page it was found on. */
  optimizeDeps: {
    include: ['dexie', 'workbox-window', '@vladmandic/face-api/dist/face-api.esm-nobundle.js'],
  },
  build: {
    rolldownOptions: {
      output: {
        /**
         * The libraries every page starts with (React, Inertia, the typed
         * routes' client and their helpers) in a chunk of their own, whose
         * name changes only when they do: a release of our code leaves the
         * browser's copy valid. Libraries only some screens use (the toast,
         * the camera scanner, the signature pad) stay with those screens.
         */
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR }],
        },
      },
    },
  },
  /** The development server reads the front end only: never the database, storage or secrets. */
  server: {
    fs: {
      strict: true,
      /** The doors' rules engine (0105) and the photo rules (0140) run in the pages too: those folders only. */
      allow: [
        'inertia',
        'node_modules',
        '.adonisjs/client',
        'app/services/doors/rules',
        'app/services/review/photo_rules',
      ],
    },
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      '@doors-rules': `${import.meta.dirname}/app/services/doors/rules/`,
      '@photo-rules': `${import.meta.dirname}/app/services/review/photo_rules/`,
    },
  },
})
