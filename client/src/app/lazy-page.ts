import { lazy, type ComponentType } from 'react';

/** A page as its own chunk, loaded when its route first renders. */
export const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
