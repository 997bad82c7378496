// The typed path registry lives in config/ so that features can link without importing the app layer.
export { paths, routePersonas, drinkNameFromParam, searchTermFromParam } from '../config/paths';
