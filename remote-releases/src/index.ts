// Standalone development entry; the shell loads ./src/exposes/app.tsx instead.
import('./bootstrap');
