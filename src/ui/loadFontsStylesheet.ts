/**
 * Adds the fonts stylesheet to the document once (a shadow root cannot declare @font-face for itself).
 * Called on the first open, so a page load never reaches the fonts host.
 */
export function loadFontsStylesheet(href: string | undefined): void {
  if (!href) return
  const present = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-gangway-fonts]')).some((link) => link.href === new URL(href, document.baseURI).href)
  if (present) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.dataset.gangwayFonts = ''
  document.head.append(link)
}
