/** hls.js ships no declaration for its light build; it is the same API without subtitles, EME and alternate audio. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
