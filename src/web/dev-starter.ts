// The page's one script under `npm run dev` (server/web/dev-web-app.ts): the app at once. The
// build's pages name app-starter.ts instead.
import './main';
