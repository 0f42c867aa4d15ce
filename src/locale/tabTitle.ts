/** The browser tab's title: the page's own, then the product's short name ("Plans · Back-office"). */
export const tabTitle = (page: string, product: string) => `${page} · ${product}`;
