# syntax=docker/dockerfile:1
# Build stage: full toolchain, builds the client bundle and the server bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies of the server only, run as the unprivileged `node` user.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/app/data
WORKDIR /app
# Transcoding uses the system's ffmpeg and ffprobe (Debian bookworm: 5.1), found on PATH.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# The npm ffmpeg/ffprobe builds (about 150 MB) are only a fallback for machines without ffmpeg: removed here. Not
# with --omit=optional, which would also drop the native binaries of @node-rs/argon2 (its optional dependencies).
# Likewise whisper.cpp's Vulkan and CUDA builds and its browser one (about 250 MB): the whisper engine loads the
# CPU build, and this image has no GPU drivers.
RUN npm ci --omit=dev --workspace server --no-audit --no-fund \
  && rm -rf node_modules/@ffmpeg-installer node_modules/@ffprobe-installer \
  && rm -rf node_modules/@fugood/node-whisper-*-vulkan node_modules/@fugood/node-whisper-*-cuda \
    node_modules/@fugood/node-whisper-wasm \
  && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/demo server/demo
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-ssr client/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
# The app; the job worker runs the same image with `node server/dist/worker.js` (docker-compose.yml, service worker).
CMD ["node", "server/dist/main.js"]
