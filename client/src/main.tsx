const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The HTML's app shell is painted first; only then is the app's code (React, Chakra, Apollo: a long task on a slow
// phone) evaluated. The server names the app's chunks in the HTML (modulepreload), so they download meanwhile. The
// second frame's callback runs once the first frame, the shell, has been presented.
requestAnimationFrame(() => {
  requestAnimationFrame(() => {
    import('./app/mount').then(
      ({ mount }) => mount(root),
      () => {
        // Most likely a redeploy replaced the chunks this page names, or the network dropped.
        root.textContent = 'CourseHub could not be loaded. Please reload the page.';
      },
    );
  });
});
