import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each page change starts at the top of the page (in-page #anchors keep their own scrolling). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
