// The cart's public face: the menu and Ask AI add to it, the menu shows it.
export { useCart, type CartApi, type MenuDrink } from './use-cart';
export { CartPanel, type CartPanelProps } from './cart-panel';
export { CartBar, CART_BAR_SPACE, CART_DRAWER_QUERY } from './cart-bar';
