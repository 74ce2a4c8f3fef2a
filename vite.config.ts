import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

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
  ],
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
      /** The doors' rules engine runs in the pages too (decision 0105): that folder only. */
      allow: ['inertia', 'node_modules', '.adonisjs/client', 'app/services/doors/rules'],
    },
  },
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      '@doors-rules': `${import.meta.dirname}/app/services/doors/rules/`,
    },
  },
})
