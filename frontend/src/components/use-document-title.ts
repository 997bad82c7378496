import { useEffect } from 'react';
import { useProductName } from '../config/app-config-context';

/** Names the page in the tab and for screen readers: 'Drink Menu | The Tipsy Tap'. */
export function useDocumentTitle(title?: string): void {
  const productName = useProductName();
  useEffect(() => {
    document.title = title ? `${title} | ${productName}` : productName;
  }, [title, productName]);
}
