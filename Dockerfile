# syntax=docker/dockerfile:1

# ---- build: full install (dev dependencies included), compile server, client and SSR bundle ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs our postinstall, patch-package, which applies patches/ (docs/decisions/0017-emulator-patch.md).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the built output only ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY package*.json ./
# patch-package is a dev dependency: skip our postinstall here and take the patched emulator from the build stage.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/node_modules/@firestore-emulator/server ./node_modules/@firestore-emulator/server
COPY --from=build /app/dist ./dist
COPY --from=build /app/content ./content
COPY --from=build /app/schema ./schema
# The embedded demo refuses queries these indexes would not serve, as Cloud Firestore does.
COPY --from=build /app/firestore.indexes.json ./
# Without a real FIREBASE_PROJECT_ID the server would run the embedded demo, which refuses to listen on
# 0.0.0.0 (anyone reaching it could sign in with the printed demo accounts) unless ALLOW_PUBLIC_EMBEDDED_DEMO=true
# is set: the image is meant for a real project. For such an explicit demo the data directory is writable.
RUN mkdir -p .data && chown node:node .data
EXPOSE 8080
USER node
# The same Node flags as `npm run serve` (docs/decisions/0023-young-generation-size.md).
CMD ["node", "--max-semi-space-size=64", "dist/node/server/main.js"]
