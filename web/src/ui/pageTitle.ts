import { useEffect } from 'react';
import { nl } from '../i18n/nl';

/**
 * The document title for a screen: "<title> | Steekwerk", or the title alone when it already names the product.
 */
export function formatPageTitle(title: string, productName: string = nl.app.productName): string {
  const trimmed = title.trim();
  if (trimmed === '') return productName;
  return trimmed.toLocaleLowerCase('nl').includes(productName.toLocaleLowerCase('nl'))
    ? trimmed
    : `${trimmed} | ${productName}`;
}

/** Sets the document title (see {@link formatPageTitle}) while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
