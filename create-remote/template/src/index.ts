// Standalone development entry (`npm run dev`); the shell loads ./src/exposes/app.tsx instead.
import('./bootstrap');
