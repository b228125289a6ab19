const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** How long a rendered page waits for its images before fetching the app anyway (a stalled image must not keep it inert). */
const LOAD_WAIT_MS = 3000;

function start(element: HTMLElement) {
  import('./app/mount').then(
    ({ mount }) => mount(element),
    () => {
      // Most likely a redeploy replaced the chunks this page names, or the network dropped.
      element.textContent = 'CourseHub could not be loaded. Please reload the page.';
    },
  );
}

if (root.hasAttribute('data-rendered')) {
  // A landing page the server rendered (decision 0012) is already on screen; the app only makes it interactive. Its
  // chunks are fetched once the page's images have loaded, so on a slow link the largest image does not share the
  // bandwidth with 200 kB of script; the server names them on the root rather than preloading them in the head.
  let started = false;
  const fetchApp = () => {
    if (started) return;
    started = true;
    for (const href of root.dataset.chunks?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    start(root);
  };
  if (document.readyState === 'complete') fetchApp();
  else {
    window.addEventListener('load', fetchApp, { once: true });
    setTimeout(fetchApp, LOAD_WAIT_MS);
  }
} else {
  // The HTML's app shell is painted first; only then is the app's code (React, Chakra, Apollo: a long task on a slow
  // phone) evaluated. The server names the app's chunks in the HTML (modulepreload), so they download meanwhile. The
  // second frame's callback runs once the first frame, the shell, has been presented.
  requestAnimationFrame(() => {
    requestAnimationFrame(() => start(root));
  });
}
