// Orders list paging (SPEC §2): Previous/Next and 'Page x of y' only when there is more than one page.

export function showPagination(pages: number | undefined): boolean {
  return (pages ?? 1) > 1;
}

export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

export function canGoPrevious(page: number): boolean {
  return page > 1;
}

export function canGoNext(page: number, pages: number): boolean {
  return page < pages;
}
