# syntax=docker/dockerfile:1

# ---- build: full install (dev dependencies included), compile server, client and SSR bundle ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs our postinstall, patch-package, which applies patches/ (docs/decisions/0017-emulator-patch.md).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the built output only ----
# The Firestore and Auth emulators (and the firebase-tools CLI) are dev dependencies, so this image cannot
# run the embedded demo: it is meant for a real project (FIREBASE_PROJECT_ID and the production settings,
# docs/deploy.md). Started without one, the server says that the demo needs the dev dependencies and exits.
# For a container demo, run the build stage instead (`docker build --target build`, then `npm run serve` with
# HOST=0.0.0.0 and ALLOW_PUBLIC_EMBEDDED_DEMO=true: anyone who reaches it can sign in with the demo accounts).
# See docs/decisions/0030-lean-image-and-cold-start.md.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY package*.json ./
# No postinstall here: patch-package and the emulator it patches are dev dependencies.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
# zod and Express as patched in the build stage (patches/: zod's locales, Express's body parsers and qs load on
# first use, not at start).
COPY --from=build /app/node_modules/zod ./node_modules/zod
COPY --from=build /app/node_modules/express ./node_modules/express
COPY --from=build /app/dist ./dist
COPY --from=build /app/content ./content
COPY --from=build /app/schema ./schema
# V8's compiled code of everything the start loads, so an instance's first start reads it instead of compiling
# (docs/decisions/0058-every-page-fast.md); written here as root, read by the node user.
RUN node dist/node/scripts/warmCompileCache.js
# For uploads kept on local disk (ALLOW_SINGLE_INSTANCE_UPLOADS, one instance only) the data directory is writable.
RUN mkdir -p .data && chown node:node .data
EXPOSE 8080
USER node
# The same Node flags as `npm run serve` (docs/decisions/0023-young-generation-size.md).
CMD ["node", "--max-semi-space-size=64", "--min-semi-space-size=16", "dist/node/server/main.js"]
