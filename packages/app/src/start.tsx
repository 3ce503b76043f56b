// The router app, started by its entry (main.tsx): takes over the page the server drew, or draws into the shell.
import { hydratePartsLater } from '@factory/screens';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from './App.tsx';
import { mount } from './mount.tsx';
import { pageDataId } from './pageData.ts';

// A catalogue page the server rendered carries the data it was drawn with: the first render starts from it.
const pageData = document.getElementById(pageDataId)?.textContent;
const data = pageData ? (JSON.parse(pageData) as DehydratedState) : undefined;

// Hydrated as a transition: React yields to the browser every few milliseconds instead of holding a slow phone's main
// thread for the whole page. The prerendered /login keeps hydrating at once (see mount.tsx).
if (data) hydratePartsLater();
mount(<App data={data} />, { inTransition: data !== undefined });
