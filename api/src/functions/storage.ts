import { routes as backup } from './backup';
import { routes as cleanup } from './cleanup';
import { routes as images } from './images';

/** The manager's storage tools: images, image cleanup, backup and restore. */
export const routes = [...images, ...cleanup, ...backup];
