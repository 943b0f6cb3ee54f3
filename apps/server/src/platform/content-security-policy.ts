/**
 * The Content-Security-Policy of every response (docs/decisions.md, "Content-Security-Policy"). Scripts come only
 * from this origin, never inline and never through eval. Styles may be inline because Ant Design writes its styles
 * into <style> elements at run time, some of them (the scroll lock of every dialog and drawer) with no way to give
 * them a nonce. Recorded audio, previews and the captcha are blob: and data: URLs.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};
