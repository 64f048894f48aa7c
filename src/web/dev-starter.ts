// The page's one script under `npm run dev` (server/web/dev-web-app.ts): React's hot-reload
// preamble, then the app at once. The build's pages name app-starter.ts instead.
import '@vitejs/plugin-react/preamble';
import './main';
