// The CSP style nonce for widget <style> tags. The embed loader reads it off its own script tag
// (the `.nonce` property, else `data-nonce`) and sets it here before any element renders.
// Under a nonce-only style-src the nonce is required: without it the styles are blocked.
let styleNonce: string | undefined;

export function setWidgetNonce(nonce: string | undefined): void {
  styleNonce = nonce || undefined;
}

export function getWidgetNonce(): string | undefined {
  return styleNonce;
}
