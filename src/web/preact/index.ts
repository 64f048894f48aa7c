// The browser runs the shop's React code on Preact's compatibility layer (vite.config.ts); these
// close the gaps between the two that the shop's pages meet.
import './controlled-fields';
import './effects-before-events';
import './page-head';
