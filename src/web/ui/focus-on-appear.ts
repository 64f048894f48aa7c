/**
 * A ref for an answer that replaces what the visitor was at (a sent form's thanks, a page's
 * corrected state): it takes the focus as it appears, so a phone scrolls it into view and a screen
 * reader reads it. The element needs `tabIndex={-1}`. One function for every such element: a ref
 * of stable identity is called once as its element mounts.
 */
export const focusOnAppear = (element: HTMLElement | null) => element?.focus();
