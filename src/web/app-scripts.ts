/** The app's scripts as the server names them for the starter (app-starter.ts). */
export interface AppScripts {
  entry: string;
  /** Chunks the entry and the page import, fetched together with it. */
  preloads: string[];
}

export const APP_SCRIPTS_ELEMENT = 'app-scripts';
