/**
 * Law pages read "as of" a code: `?edition=2017` sets `<html data-as="2017">`, which the
 * stylesheet (src/styles/editions.css) turns into that code's section numbers. Without JS the
 * switch's fragment (`#as-2017`) does the same through `:target`, until another anchor is
 * followed; with JS the query keeps the choice across the page's own anchors.
 */
const edition = new URL(location.href).searchParams.get('edition');
if (edition === '1997' || edition === '2007' || edition === '2017') {
  document.documentElement.dataset.as = edition;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.as-of a[data-as]')) {
    if (a.dataset.as === edition) a.setAttribute('aria-current', 'true');
  }
}
