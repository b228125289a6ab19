// An integration project setup file (vitest.config.ts): each test worker's event loop is watched.
import { watchEventLoop } from './event-loop-watchdog';

watchEventLoop();
