export { renderStandalone, type StandaloneMount } from './render-standalone';
