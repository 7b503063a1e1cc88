// Standalone development entry; the shell loads ./src/exposes/* instead.
import('./bootstrap');
